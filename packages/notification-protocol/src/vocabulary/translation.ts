// Widget text keys with their English defaults (docs/product.md §3). English is the fallback for any missing
// key.

export const TRANSLATION_KEYS = [
  'notifications',
  'markAllAsRead',
  'poweredBy',
  'settings',
  'removeMessage',
  'markAsRead',
  'markAsUnRead',
  'noNewNotification',
] as const;
export type TranslationKey = (typeof TRANSLATION_KEYS)[number];

/** Keys only some languages carry; the rest must be present in every language. */
export const OPTIONAL_TRANSLATION_KEYS = [
  'removeMessage',
  'markAsRead',
  'markAsUnRead',
] as const satisfies readonly TranslationKey[];

export const ENGLISH_TRANSLATIONS = {
  notifications: 'Notifications',
  markAllAsRead: 'Mark all as read',
  poweredBy: 'Powered by',
  settings: 'Settings',
  removeMessage: 'Remove message',
  markAsRead: 'Mark as read',
  markAsUnRead: 'Mark as unread',
  noNewNotification: 'Nothing new to see here yet',
} as const satisfies Record<TranslationKey, string>;

export type Translations = Record<TranslationKey, string>;

/** A language's texts with English filling every key it lacks. */
export function withEnglishFallback(partial: Partial<Record<TranslationKey, string>>): Translations {
  const texts: Translations = { ...ENGLISH_TRANSLATIONS };
  for (const key of TRANSLATION_KEYS) {
    const text = partial[key];
    if (typeof text === 'string' && text.length > 0) texts[key] = text;
  }
  return texts;
}
