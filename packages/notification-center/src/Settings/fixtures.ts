import type { PreferenceItem } from '@herald/notification-protocol';

/** Workflows as the settings view receives them, including two it must not show. */
export const samplePreferences: PreferenceItem[] = [
  {
    template: { _id: 'comments', name: 'Comments', critical: false },
    preference: { enabled: true, channels: { email: true, in_app: true, sms: false } },
  },
  {
    template: { _id: 'events', name: 'Event reminders', critical: false },
    preference: { enabled: true, channels: { push: true, chat: false } },
  },
  {
    template: { _id: 'security', name: 'Security alerts', critical: true },
    preference: { enabled: true, channels: { email: true } },
  },
  {
    template: { _id: 'digest', name: 'Weekly digest', critical: false },
    preference: { enabled: true, channels: {} },
  },
];
