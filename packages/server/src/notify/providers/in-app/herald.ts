import { defineProvider } from '../types.js';
import { optional } from '../fields.js';

// The in-app channel is Herald's own: messages go to the notification center, not through a vendor.
export const heraldInApp = defineProvider({
  id: 'herald',
  displayName: 'Herald In-App',
  channel: 'in_app',
  credentials: [optional('hmac', 'Security HMAC encryption', { type: 'switch' })],
  docReference: 'https://docs.herald.localhost/notification-center',
  send() {
    return Promise.reject(new Error('In-app messages are stored by the engine, not sent through a provider'));
  },
});
