import { CHANNEL_LABELS, ENGLISH_TRANSLATIONS, type Channel } from '@herald/notification-protocol';

/** A text that changes with a count: one form per plural category of the language (`other` always). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Where a count goes in a plural form: `{count} unseen`. */
export const COUNT_PLACEHOLDER = '{count}';

/**
 * Every word the notification center shows or reads out, as one language's plain data: the 8 widget keys of the
 * protocol (docs/product.md §3) plus the center's own states, settings and accessible names.
 */
export interface NotificationCenterMessages {
  notifications: string;
  markAllAsRead: string;
  poweredBy: string;
  settings: string;
  removeMessage: string;
  markAsRead: string;
  markAsUnRead: string;
  /** The inline feed when it is empty. */
  noNewNotification: string;
  /** The popover's empty feed, shorter than the inline one. */
  noNewNotificationShort: string;
  /** Read after an unread message's text, so its state is not told by colour alone. */
  unread: string;
  /** Name of the button that opens a message's menu. */
  messageActions: string;
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
  /** Name of a message's button that moves it to the archive. */
  archive: string;
  /** Name of an archived message's button that moves it back to the feed. */
  unarchive: string;
  /** Title of the view of archived notifications, and name of the header button that opens it. */
  archived: string;
  /** The archived view when it is empty. */
  noArchivedNotification: string;
  /**
   * The title and the unseen count read together (the bell's name, the header's title): `{notifications}` and
   * `{unseen}` in the language's order and punctuation, so no language is joined with an English comma.
   */
  titleWithUnseen: string;
  /** The unseen count for screen readers, as `titleWithUnseen` places it; `{count}` receives `3` or `99+`. */
  unseen: PluralForms;
  /**
   * The unread count beside the header's title (the bold messages), as `titleWithUnseen` places it too;
   * `{count}` receives `3` or `99+`.
   */
  unreadCount: PluralForms;
  /** Said politely when one notification arrives; `{title}` receives its text. */
  newNotification: string;
  /** Said instead when several arrive close together; `{count}` receives how many. */
  newNotifications: PluralForms;
  /** Channel names in the settings (docs/product.md §3: SMS, Push, Email, In App, Chat). */
  channels: Record<Channel, string>;
}

/** The texts that change with a count, each as plural forms. */
export const PLURAL_KEYS = ['unseen', 'unreadCount', 'newNotifications'] as const;
export type PluralKey = (typeof PLURAL_KEYS)[number];

/** The keys whose value is a single text. */
export type MessageTextKey = Exclude<keyof NotificationCenterMessages, PluralKey | 'channels'>;

export const MESSAGE_TEXT_KEYS = [
  'notifications',
  'markAllAsRead',
  'poweredBy',
  'settings',
  'removeMessage',
  'markAsRead',
  'markAsUnRead',
  'noNewNotification',
  'noNewNotificationShort',
  'unread',
  'messageActions',
  'loading',
  'loadError',
  'retry',
  'feeds',
  'back',
  'saved',
  'loadingSettings',
  'settingsError',
  'toggleFailed',
  'archive',
  'unarchive',
  'archived',
  'noArchivedNotification',
  'titleWithUnseen',
  'newNotification',
] as const satisfies readonly MessageTextKey[];

/** English: bundled with the center, and the fallback for any text another language or the host leaves out. */
export const ENGLISH_MESSAGES: NotificationCenterMessages = {
  ...ENGLISH_TRANSLATIONS,
  noNewNotificationShort: 'No new notification',
  unread: 'Unread',
  messageActions: 'Message actions',
  loading: 'Loading notifications',
  loadError: 'Notifications could not be loaded.',
  retry: 'Try again',
  feeds: 'Notification feeds',
  back: 'Back',
  saved: 'Saved',
  loadingSettings: 'Loading settings',
  settingsError: 'Settings could not be loaded.',
  toggleFailed: 'The change could not be saved and was undone.',
  archive: 'Archive',
  unarchive: 'Unarchive',
  archived: 'Archived',
  noArchivedNotification: 'No archived notifications',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} unseen', other: '{count} unseen' },
  unreadCount: { one: '{count} unread', other: '{count} unread' },
  newNotification: 'New: {title}',
  newNotifications: { one: '{count} new notification', other: '{count} new notifications' },
  channels: { ...CHANNEL_LABELS },
};

/** Where a message's text goes in `newNotification`. */
export const TITLE_PLACEHOLDER = '{title}';

/** The placeholders of `titleWithUnseen`. */
export const TITLE_PLACEHOLDERS = ['{notifications}', '{unseen}'] as const;

/** `pattern` (a language's `titleWithUnseen`) with the title and the unseen text put in. */
export const formatTitleWithUnseen = (pattern: string, title: string, unseen: string): string =>
  pattern.replace(TITLE_PLACEHOLDERS[0], title).replace(TITLE_PLACEHOLDERS[1], unseen);

/**
 * The form of `forms` for `count` in `locale`, with the count put in. `count` is a badge text such as `3` or
 * `99+`; its number picks the plural category, and a category the language does not fill falls back to `other`.
 */
export function formatPlural(forms: PluralForms, count: string, locale: string): string {
  const number = Number.parseInt(count, 10);
  let category: Intl.LDMLPluralRule = 'other';
  if (Number.isFinite(number)) {
    try {
      category = new Intl.PluralRules(locale).select(number);
    } catch {
      category = 'other';
    }
  }
  return (forms[category] || forms.other).replaceAll(COUNT_PLACEHOLDER, count);
}
