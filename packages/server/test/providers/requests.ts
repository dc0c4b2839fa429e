// The messages provider contract tests send, and the sender of the email ones.
import type { RequestFor } from '../../src/notify/providers/types.js';

export const email: RequestFor['email'] = {
  to: ['ana@herald.test'],
  subject: 'Essay graded',
  html: '<p>Your essay was graded</p>',
  text: 'Your essay was graded',
  id: 'herald-message-1',
};

export const sender = { from: 'registry@herald.test', senderName: 'Registry' };
