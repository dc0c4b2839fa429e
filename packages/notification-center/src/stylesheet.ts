// What the package's one stylesheet (`styles.css`) holds: the rules of both entries and of the chunks they load.
export * from './index.js';
export * from './views.js';
