// The pages' locale: their `lang`, direction, dates and numbers. The browser's own when it is a variant of the
// catalogue's language (a British reader keeps British dates), else the catalogue's, so that dates and numbers
// read like the English text around them and the pages stay left to right.
import { CATALOGUE_LOCALE } from './en';

export function pageLocale(): string {
  const browser = typeof navigator !== 'undefined' ? navigator.language : '';
  const language = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return browser && language(browser) === language(CATALOGUE_LOCALE) ? browser : CATALOGUE_LOCALE;
}
