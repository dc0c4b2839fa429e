// Delivery channels (docs/product.md §3): what a subscriber's preferences switch on and off.

/** Channels a workflow can send over. */
export const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL = {
  inApp: 'in_app',
  email: 'email',
  sms: 'sms',
  chat: 'chat',
  push: 'push',
} as const satisfies Record<string, Channel>;

/** How a channel is named to people, e.g. in the preference accordion. */
export const CHANNEL_LABELS = {
  sms: 'SMS',
  push: 'Push',
  email: 'Email',
  in_app: 'In App',
  chat: 'Chat',
} as const satisfies Record<Channel, string>;
