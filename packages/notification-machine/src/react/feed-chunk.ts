// The feed machine, loaded when a view first needs a feed: it stays off the page that shows only the bell.
export { feedMachine } from '../feed/feed.machine.js';
