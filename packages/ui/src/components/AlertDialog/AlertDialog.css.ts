// An alert dialog looks like a centred dialog; only its behaviour differs (no close on outside click).
export { content, description, footer, overlay, title } from '../Dialog/Dialog.css.js';
