import { expect, test } from 'vitest';
import {
  ENGLISH_TRANSLATIONS,
  OPTIONAL_TRANSLATION_KEYS,
  TRANSLATION_KEYS,
  withEnglishFallback,
} from './translation.js';

test('the 8 translation keys of docs/product.md §3, each with an English text', () => {
  expect([...TRANSLATION_KEYS].sort()).toEqual(
    [
      'notifications',
      'markAllAsRead',
      'poweredBy',
      'settings',
      'removeMessage',
      'markAsRead',
      'markAsUnRead',
      'noNewNotification',
    ].sort(),
  );
  expect(Object.keys(ENGLISH_TRANSLATIONS).sort()).toEqual([...TRANSLATION_KEYS].sort());
  for (const key of TRANSLATION_KEYS) expect(ENGLISH_TRANSLATIONS[key].length).toBeGreaterThan(0);
});

test('English reads as the widget shows it', () => {
  expect(ENGLISH_TRANSLATIONS.notifications).toBe('Notifications');
  expect(ENGLISH_TRANSLATIONS.settings).toBe('Settings');
  expect(ENGLISH_TRANSLATIONS.markAllAsRead).toBe('Mark all as read');
  expect(ENGLISH_TRANSLATIONS.noNewNotification).toBe('Nothing new to see here yet');
});

test('a language without the optional keys shows them in English', () => {
  const german = withEnglishFallback({
    notifications: 'Benachrichtigungen',
    settings: 'Einstellungen',
    markAsRead: '',
  });
  expect(german.notifications).toBe('Benachrichtigungen');
  expect(german.settings).toBe('Einstellungen');
  for (const key of OPTIONAL_TRANSLATION_KEYS) expect(german[key]).toBe(ENGLISH_TRANSLATIONS[key]);
});
