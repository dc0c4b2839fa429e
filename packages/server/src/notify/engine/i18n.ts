// What the `i18n` template helper reads: the translations a job loaded before rendering, and the lookup of
// `group.nested.key` along a locale chain, with plurals by `count` (Intl.PluralRules, i18next key suffixes) and
// `{{variable}}` interpolation. Pure and synchronous, so templates never wait on the database.
import Handlebars from 'handlebars';
import type { TranslationTree } from '@herald/protocol';

/** The translations one render may use, per locale and group, and the order locales are tried in. */
export interface TranslationCatalogue {
  /** Most wanted first: the subscriber's locale, its language, the default locale, its language. */
  chain: readonly string[];
  /** locale → group identifier → translations. */
  resources: ReadonlyMap<string, ReadonlyMap<string, TranslationTree>>;
}

/** A locale in canonical BCP 47 form (`en_us` → `en-US`), or undefined when it is not one. */
export function canonicalLocale(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale.trim().replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

/** The locales to try, in order, for a subscriber's locale and the environment's default locale. */
export function localeChain(subscriberLocale: string | null | undefined, defaultLocale: string): string[] {
  const chain: string[] = [];
  for (const locale of [canonicalLocale(subscriberLocale), canonicalLocale(defaultLocale)]) {
    if (!locale) continue;
    chain.push(locale);
    const language = locale.split('-')[0]!;
    if (language !== locale) chain.push(language);
  }
  return [...new Set(chain)];
}

const own = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

function pluralRule(locale: string, count: number): Intl.LDMLPluralRule {
  try {
    return new Intl.PluralRules(locale).select(count);
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}

/** The leaf names to try for `leaf`: with a count, `_zero` (for 0), the locale's plural form, then `_other`. */
function candidates(leaf: string, locale: string, count: number | undefined): string[] {
  if (count === undefined) return [leaf];
  return [
    ...(count === 0 ? [`${leaf}_zero`] : []),
    `${leaf}_${pluralRule(locale, count)}`,
    `${leaf}_other`,
    leaf,
  ];
}

/** The translation of `key` ("group.nested.key") along the catalogue's chain; undefined when none has it. */
export function lookup(
  catalogue: TranslationCatalogue,
  key: string,
  count: number | undefined,
): string | undefined {
  const [group, ...path] = key.split('.');
  if (!group || path.length === 0) return undefined;
  const leaf = path.pop()!;
  for (const locale of catalogue.chain) {
    let node: unknown = catalogue.resources.get(locale)?.get(group);
    for (const segment of path) node = own(node, segment);
    for (const name of candidates(leaf, locale, count)) {
      const value = own(node, name);
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

function valueAt(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, segment) => own(node, segment), source);
}

/**
 * Replaces `{{name}}` (HTML-escaped) and `{{- name}}` (as is) with values from `hash`, then from the template's
 * context; a missing value leaves nothing, as a missing Handlebars variable does.
 */
export function interpolate(text: string, hash: Record<string, unknown>, context: unknown): string {
  return text.replace(/\{\{\s*(-)?\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}/g, (_match, raw: string, path: string) => {
    const fromHash = valueAt(hash, path);
    const value = fromHash !== undefined ? fromHash : valueAt(context, path);
    if (value === undefined || value === null || typeof value === 'object') return '';
    return raw ? String(value) : Handlebars.escapeExpression(String(value));
  });
}
