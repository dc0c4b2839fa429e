import { directionOfLocale, type Direction } from '@herald/ui/foundations';
import { ENGLISH_MESSAGES, type NotificationCenterMessages } from './messages.js';

/**
 * The languages the notification center speaks, by ISO 639-1 code: the peers' 72 less the four without locale
 * data in the browsers' Intl (Bashkir, Bihari, Samoan, Sanskrit), so plural forms and relative times are real.
 */
export const NOTIFICATION_CENTER_LANGUAGES = [
  'af',
  'am',
  'ar',
  'as',
  'az',
  'be',
  'bg',
  'bn',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'gl',
  'gu',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'ig',
  'it',
  'ja',
  'ka',
  'kk',
  'km',
  'kn',
  'ko',
  'ku',
  'lo',
  'lt',
  'lv',
  'ml',
  'mr',
  'ms',
  'nb',
  'ne',
  'nl',
  'or',
  'pa',
  'pl',
  'pt',
  'ro',
  'ru',
  'sd',
  'si',
  'sq',
  'sv',
  'ta',
  'te',
  'th',
  'tl',
  'tr',
  'uk',
  'ur',
  'uz',
  'vi',
  'zh',
  'zu',
] as const;
export type NotificationCenterLanguage = (typeof NOTIFICATION_CENTER_LANGUAGES)[number];

type Loader = () => Promise<{ default: NotificationCenterMessages }>;

// One chunk per language, fetched the first time a center speaks it; English is in the main bundle.
const LOADERS: Record<Exclude<NotificationCenterLanguage, 'en'>, Loader> = {
  af: () => import('./locales/af.js'),
  am: () => import('./locales/am.js'),
  ar: () => import('./locales/ar.js'),
  as: () => import('./locales/as.js'),
  az: () => import('./locales/az.js'),
  be: () => import('./locales/be.js'),
  bg: () => import('./locales/bg.js'),
  bn: () => import('./locales/bn.js'),
  bs: () => import('./locales/bs.js'),
  ca: () => import('./locales/ca.js'),
  cs: () => import('./locales/cs.js'),
  da: () => import('./locales/da.js'),
  de: () => import('./locales/de.js'),
  el: () => import('./locales/el.js'),
  es: () => import('./locales/es.js'),
  eu: () => import('./locales/eu.js'),
  fa: () => import('./locales/fa.js'),
  fi: () => import('./locales/fi.js'),
  fr: () => import('./locales/fr.js'),
  ga: () => import('./locales/ga.js'),
  gl: () => import('./locales/gl.js'),
  gu: () => import('./locales/gu.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  hr: () => import('./locales/hr.js'),
  hu: () => import('./locales/hu.js'),
  hy: () => import('./locales/hy.js'),
  id: () => import('./locales/id.js'),
  ig: () => import('./locales/ig.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ka: () => import('./locales/ka.js'),
  kk: () => import('./locales/kk.js'),
  km: () => import('./locales/km.js'),
  kn: () => import('./locales/kn.js'),
  ko: () => import('./locales/ko.js'),
  ku: () => import('./locales/ku.js'),
  lo: () => import('./locales/lo.js'),
  lt: () => import('./locales/lt.js'),
  lv: () => import('./locales/lv.js'),
  ml: () => import('./locales/ml.js'),
  mr: () => import('./locales/mr.js'),
  ms: () => import('./locales/ms.js'),
  nb: () => import('./locales/nb.js'),
  ne: () => import('./locales/ne.js'),
  nl: () => import('./locales/nl.js'),
  or: () => import('./locales/or.js'),
  pa: () => import('./locales/pa.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  ro: () => import('./locales/ro.js'),
  ru: () => import('./locales/ru.js'),
  sd: () => import('./locales/sd.js'),
  si: () => import('./locales/si.js'),
  sq: () => import('./locales/sq.js'),
  sv: () => import('./locales/sv.js'),
  ta: () => import('./locales/ta.js'),
  te: () => import('./locales/te.js'),
  th: () => import('./locales/th.js'),
  tl: () => import('./locales/tl.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  ur: () => import('./locales/ur.js'),
  uz: () => import('./locales/uz.js'),
  vi: () => import('./locales/vi.js'),
  zh: () => import('./locales/zh.js'),
  zu: () => import('./locales/zu.js'),
};

/** Codes browsers and hosts use for a language listed under another code. */
const ALIASES: Readonly<Record<string, NotificationCenterLanguage>> = {
  no: 'nb',
  nn: 'nb',
  fil: 'tl',
  iw: 'he',
  in: 'id',
};

const isLanguage = (code: string): code is NotificationCenterLanguage =>
  (NOTIFICATION_CENTER_LANGUAGES as readonly string[]).includes(code);

/** The center's language for a BCP 47 locale (`pt-BR` → `pt`, `no` → `nb`); English for one it does not speak. */
export function resolveLanguage(locale: string | undefined): NotificationCenterLanguage {
  if (!locale) return 'en';
  let code: string;
  try {
    code = new Intl.Locale(locale).language.toLowerCase();
  } catch {
    return 'en';
  }
  const language = ALIASES[code] ?? code;
  return isLanguage(language) ? language : 'en';
}

/** The writing direction of a language: right to left for Arabic, Hebrew, Persian, Urdu and Sindhi. */
export const languageDirection = (language: NotificationCenterLanguage): Direction =>
  directionOfLocale(language);

const loaded = new Map<NotificationCenterLanguage, NotificationCenterMessages>([['en', ENGLISH_MESSAGES]]);

/** The messages of a language already loaded (English always is), to render without waiting. */
export function loadedMessages(language: NotificationCenterLanguage): NotificationCenterMessages | undefined {
  return loaded.get(language);
}

/** Loads a language's chunk once; later calls answer from memory. */
export async function loadMessages(
  language: NotificationCenterLanguage,
): Promise<NotificationCenterMessages> {
  const known = loaded.get(language);
  if (known) return known;
  if (language === 'en') return ENGLISH_MESSAGES;
  const messages = (await LOADERS[language]()).default;
  loaded.set(language, messages);
  return messages;
}
