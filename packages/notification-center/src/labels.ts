import type { Channel } from '@herald/notification-protocol';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
// The i18n entry alone: the bell's first render must not reach React Aria's barrel, or a bundler that splits by
// module (esbuild) puts every React Aria hook the opened center uses into the closed bell's chunk.
import { useLocale } from 'react-aria/I18nProvider';
import { directionOfLocale, type Brand, type Direction } from '@herald/ui/foundations';
import { useProviderDirection } from '@herald/ui/components/UIProvider';
import {
  loadMessages,
  loadedMessages,
  resolveLanguage,
  type NotificationCenterLanguage,
} from './i18n/languages.js';
import {
  ENGLISH_MESSAGES,
  MESSAGE_TEXT_KEYS,
  PLURAL_KEYS,
  formatPlural,
  formatTitleWithUnseen,
  type NotificationCenterMessages,
  type PluralForms,
  type PluralKey,
} from './i18n/messages.js';

/**
 * Every text the notification center shows or reads out, ready to render: the 8 widget keys of the protocol plus
 * the center's own words (states, settings, accessible names, channel names).
 */
export interface NotificationCenterLabels extends Omit<NotificationCenterMessages, PluralKey> {
  /** The unseen count in the bell's name, for screen readers: receives `3` or `99+`. */
  unseen: (count: string) => string;
  /** The unread count next to the header's title, for screen readers: receives `3` or `99+`. */
  unreadCount: (count: string) => string;
  /** How many notifications arrived together, said politely: receives `3` or `99+`. */
  newNotifications: (count: string) => string;
}

/** A text that changes with a count, as a host gives it: plural forms, one text with `{count}`, or a function. */
export type PluralTranslation = PluralForms | string | ((count: string) => string);

/**
 * The host's own texts over the language's: any subset of the keys. A text that changes with a count (`unseen`,
 * `newNotifications`) may be plural forms with `{count}`, one text with `{count}`, or a function of the count; a
 * missing or empty text keeps the language's.
 */
export type NotificationCenterTranslations = Partial<
  Omit<NotificationCenterMessages, PluralKey | 'channels'>
> &
  Partial<Record<PluralKey, PluralTranslation>> & {
    channels?: Partial<Record<Channel, string>>;
  };

/** A language's messages as labels; plural forms follow `locale`'s plural rules. */
export function labelsFromMessages(
  messages: NotificationCenterMessages,
  locale: string,
): NotificationCenterLabels {
  const { unseen, unreadCount, newNotifications, ...texts } = messages;
  return {
    ...texts,
    channels: { ...messages.channels },
    unseen: (count) => formatPlural(unseen, count, locale),
    unreadCount: (count) => formatPlural(unreadCount, count, locale),
    newNotifications: (count) => formatPlural(newNotifications, count, locale),
  };
}

/** The title and an unseen count (`3`, `99+`) read together, as the labels' language joins them: the bell's name. */
export const titleWithUnseen = (labels: NotificationCenterLabels, count: string): string =>
  formatTitleWithUnseen(labels.titleWithUnseen, labels.notifications, labels.unseen(count));

/** The title and an unread count read together, joined as the bell's name is: the header's title. */
export const titleWithUnread = (labels: NotificationCenterLabels, count: string): string =>
  formatTitleWithUnseen(labels.titleWithUnseen, labels.notifications, labels.unreadCount(count));

export const DEFAULT_NOTIFICATION_CENTER_LABELS: NotificationCenterLabels = labelsFromMessages(
  ENGLISH_MESSAGES,
  'en',
);

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** `base` (English by default) with the given texts over it; a missing or empty text stays as it was. */
export function notificationCenterLabels(
  translations: NotificationCenterTranslations = {},
  base: NotificationCenterLabels = DEFAULT_NOTIFICATION_CENTER_LABELS,
  locale = 'en',
): NotificationCenterLabels {
  const labels: NotificationCenterLabels = { ...base, channels: { ...base.channels } };
  for (const key of MESSAGE_TEXT_KEYS) {
    const text = translations[key];
    if (filled(text)) labels[key] = text;
  }
  for (const [channel, text] of Object.entries(translations.channels ?? {}) as Array<[Channel, unknown]>) {
    if (filled(text)) labels.channels[channel] = text;
  }
  for (const key of PLURAL_KEYS) {
    const given = translations[key];
    if (typeof given === 'function') labels[key] = given;
    else if (filled(given)) labels[key] = (count) => formatPlural({ other: given }, count, locale);
    else if (given && filled(given.other)) labels[key] = (count) => formatPlural(given, count, locale);
  }
  return labels;
}

export interface NotificationCenterLanguageState {
  labels: NotificationCenterLabels;
  /** The language the texts are in (English until another language's chunk has loaded). */
  language: NotificationCenterLanguage;
  /** The locale asked for: the `language` given, or the surrounding provider's. */
  locale: string;
  /** The locale's writing direction. */
  direction: Direction;
}

/**
 * The center's texts in `language` (a BCP 47 locale; the surrounding UIProvider's locale when not given), with
 * `translations` over them. The language's chunk loads on first use; English shows meanwhile and for any language
 * the center does not speak.
 */
export function useNotificationCenterLanguage(
  language: string | undefined,
  translations?: NotificationCenterTranslations,
): NotificationCenterLanguageState {
  const { locale: providerLocale } = useLocale();
  const locale = language ?? providerLocale;
  const wanted = resolveLanguage(locale);
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (loadedMessages(wanted)) return undefined;
    let current = true;
    loadMessages(wanted).then(
      () => {
        if (current) setLoadedCount((count) => count + 1);
      },
      // A chunk that fails to load (offline) leaves the center in English rather than broken.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  const messages = loadedMessages(wanted);
  const shown = messages ? wanted : 'en';
  const labels = useMemo(
    () =>
      notificationCenterLabels(translations, labelsFromMessages(messages ?? ENGLISH_MESSAGES, shown), shown),
    [messages, shown, translations],
  );
  return { labels, language: shown, locale, direction: directionOfLocale(locale) };
}

/**
 * The center's writing direction, resolved in this one place, in this order: the host's `direction`, the direction
 * of the `language` it names, the surrounding UIProvider's (its own prop, brand or locale), then the organisation's
 * branding where it chose a direction; none otherwise, and the center takes the page's. A branding that never chose
 * one names none, so it does not turn a right-to-left page's center left to right.
 */
export function useCenterDirection(
  center: { direction?: Direction; language?: string; brand?: Brand },
  languageDirection: Direction,
): Direction | undefined {
  const provided = useProviderDirection();
  return (
    center.direction ??
    (center.language ? languageDirection : undefined) ??
    provided ??
    center.brand?.direction
  );
}

/** The labels of the center around a part, so views the host slots in (such as the settings) speak its language. */
export const NotificationCenterLabelsContext = createContext<NotificationCenterLabels>(
  DEFAULT_NOTIFICATION_CENTER_LABELS,
);

export const useNotificationCenterLabels = (): NotificationCenterLabels =>
  useContext(NotificationCenterLabelsContext);
