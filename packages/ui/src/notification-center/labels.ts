import { CHANNEL_LABELS, ENGLISH_TRANSLATIONS, type Channel, type Translations } from '@herald/protocol';

/**
 * Every text the notification center shows or reads out: the 8 widget keys of the protocol plus the center's own
 * words (states, settings, accessible names). English by default; pass a partial object to translate.
 */
export interface NotificationCenterLabels extends Translations {
  /** Read after an unread message's text, so its state is not told by colour alone. */
  unread: string;
  /** Name of the button that opens a message's menu. */
  messageActions: string;
  /** The popover's empty feed, shorter than the inline one. */
  noNewNotificationShort: string;
  loading: string;
  loadError: string;
  retry: string;
  /** Name of the row of tabs. */
  feeds: string;
  back: string;
  saved: string;
  loadingSettings: string;
  settingsError: string;
  /** Said when a toggle could not be saved and was put back. */
  toggleFailed: string;
  /** The unseen count next to the title, for screen readers: receives `3` or `99+`. */
  unseen: (count: string) => string;
  channels: Record<Channel, string>;
}

export const DEFAULT_NOTIFICATION_CENTER_LABELS: NotificationCenterLabels = {
  ...ENGLISH_TRANSLATIONS,
  unread: 'Unread',
  messageActions: 'Message actions',
  noNewNotificationShort: 'No new notification',
  loading: 'Loading notifications',
  loadError: 'Notifications could not be loaded.',
  retry: 'Try again',
  feeds: 'Notification feeds',
  back: 'Back',
  saved: 'Saved',
  loadingSettings: 'Loading settings',
  settingsError: 'Settings could not be loaded.',
  toggleFailed: 'The change could not be saved and was undone.',
  unseen: (count) => `${count} unseen`,
  channels: CHANNEL_LABELS,
};

/** The defaults with the given texts over them; a missing or empty text stays English. */
export function notificationCenterLabels(
  partial: Partial<NotificationCenterLabels> = {},
): NotificationCenterLabels {
  const labels = { ...DEFAULT_NOTIFICATION_CENTER_LABELS };
  for (const [key, value] of Object.entries(partial) as Array<[keyof NotificationCenterLabels, unknown]>) {
    if (value !== undefined && value !== '') Object.assign(labels, { [key]: value });
  }
  return labels;
}
