// Delivery channels and workflow step types (SPEC §3).

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

/** Step types: every channel plus the three steps that send nothing themselves. */
export const STEP_TYPES = [...CHANNELS, 'digest', 'trigger', 'delay'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Steps that deliver a message, as opposed to digest, trigger and delay. */
export function isChannelStep(type: StepType): type is Channel {
  return (CHANNELS as readonly string[]).includes(type);
}
