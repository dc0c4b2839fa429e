// The feed's code, loaded when a view first needs a feed: XState and the feed machine stay off the page that
// shows only the bell.
export { createActor } from 'xstate';
export { feedMachine } from '../feed/feed.machine.js';
