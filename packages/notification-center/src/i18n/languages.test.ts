import { CHANNELS } from '@herald/notification-protocol';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CENTER_LANGUAGES,
  languageDirection,
  loadMessages,
  loadedMessages,
  resolveLanguage,
} from './languages.js';
import {
  COUNT_PLACEHOLDER,
  ENGLISH_MESSAGES,
  MESSAGE_TEXT_KEYS,
  PLURAL_KEYS,
  TITLE_PLACEHOLDER,
  TITLE_PLACEHOLDERS,
  formatPlural,
} from './messages.js';

/** The plural categories a badge count (1 to 99, then 99+) can fall in, in a language. */
function badgeCategories(language: string): Set<Intl.LDMLPluralRule> {
  const rules = new Intl.PluralRules(language);
  const categories = new Set<Intl.LDMLPluralRule>(['other']);
  for (let count = 1; count <= 99; count += 1) categories.add(rules.select(count));
  return categories;
}

describe('the notification center languages', () => {
  it('are 68, each with a chunk of its own', () => {
    expect(NOTIFICATION_CENTER_LANGUAGES).toHaveLength(68);
    expect(new Set(NOTIFICATION_CENTER_LANGUAGES).size).toBe(68);
  });

  it.each(NOTIFICATION_CENTER_LANGUAGES)(
    '%s has every text, none empty, every placeholder',
    async (language) => {
      const messages = await loadMessages(language);
      for (const key of MESSAGE_TEXT_KEYS) {
        expect(typeof messages[key], `${language}.${key}`).toBe('string');
        expect(messages[key].trim(), `${language}.${key}`).not.toBe('');
        const text =
          key === 'titleWithUnseen'
            ? messages[key].replace(/\{(notifications|unseen)\}/g, '')
            : key === 'newNotification'
              ? messages[key].replace(TITLE_PLACEHOLDER, '')
              : messages[key];
        expect(text, `${language}.${key} has a stray placeholder`).not.toMatch(/\{(?!name\})/);
      }
      // What arrived is said with the message's text in it, once.
      expect(messages.newNotification.split(TITLE_PLACEHOLDER), `${language} newNotification`).toHaveLength(
        2,
      );
      // The title and the count, each once, joined in the language's own way.
      for (const placeholder of TITLE_PLACEHOLDERS)
        expect(messages.titleWithUnseen.split(placeholder), `${language} ${placeholder}`).toHaveLength(2);
      // "Powered by" may place the product's name itself, once, for languages that put it first.
      expect(messages.poweredBy.split('{name}').length).toBeLessThanOrEqual(2);
      for (const channel of CHANNELS)
        expect(messages.channels[channel]?.trim(), `${language} ${channel}`).toBeTruthy();
      for (const key of PLURAL_KEYS) {
        for (const category of badgeCategories(language)) {
          const form = messages[key][category];
          expect(form, `${language} ${key}.${category}`).toBeTruthy();
          expect(form, `${language} ${key}.${category}`).toContain(COUNT_PLACEHOLDER);
        }
      }
      // No keys beyond the catalogue: a misspelt key would otherwise hide behind the English fallback.
      expect(Object.keys(messages).sort()).toEqual(Object.keys(ENGLISH_MESSAGES).sort());
    },
  );

  it('are really translated: no language but English repeats the English title or empty state', async () => {
    for (const language of NOTIFICATION_CENTER_LANGUAGES.filter((code) => code !== 'en')) {
      const messages = await loadMessages(language);
      expect(messages.markAllAsRead, language).not.toBe(ENGLISH_MESSAGES.markAllAsRead);
      expect(messages.noNewNotification, language).not.toBe(ENGLISH_MESSAGES.noNewNotification);
    }
  });

  it('reads right to left for Arabic, Hebrew, Persian, Urdu and Sindhi only', () => {
    const rtl = NOTIFICATION_CENTER_LANGUAGES.filter((language) => languageDirection(language) === 'rtl');
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he', 'sd', 'ur']);
  });

  it('keeps a loaded language in memory, English from the start', async () => {
    expect(loadedMessages('en')).toBe(ENGLISH_MESSAGES);
    const german = await loadMessages('de');
    expect(loadedMessages('de')).toBe(german);
    expect(german.notifications).toBe('Benachrichtigungen');
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['de-CH', 'de'],
    ['no', 'nb'],
    ['nb-NO', 'nb'],
    ['fil-PH', 'tl'],
    ['iw', 'he'],
    ['zh-Hant-TW', 'zh'],
    ['AR', 'ar'],
    ['xx', 'en'],
    ['not a locale!', 'en'],
    [undefined, 'en'],
  ])('%s speaks %s', (locale, language) => {
    expect(resolveLanguage(locale)).toBe(language);
  });
});

describe('formatPlural', () => {
  it('picks the form of the count in the language and puts the count in', async () => {
    const russian = (await loadMessages('ru')).unseen;
    expect(formatPlural(russian, '1', 'ru')).toBe('1 новое');
    expect(formatPlural(russian, '3', 'ru')).toBe('3 новых');
    expect(formatPlural(russian, '21', 'ru')).toBe('21 новое');
    expect(formatPlural(russian, '99+', 'ru')).toBe('99+ новых');
    const arabic = (await loadMessages('ar')).unseen;
    expect(formatPlural(arabic, '2', 'ar')).toBe('2 إشعاران جديدان');
    expect(formatPlural(arabic, '11', 'ar')).toBe('11 إشعارًا جديدًا');
  });

  it('falls back to the other form for a category the text leaves out', () => {
    expect(formatPlural({ other: '{count} new' }, '1', 'en')).toBe('1 new');
  });
});
