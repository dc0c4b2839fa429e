// Templates render with Handlebars semantics: `{{ }}` escapes HTML, `{{{ }}}` does not, plus the
// docs/product.md §3 helpers. Each template compiles in an isolated Handlebars environment with prototype
// access off; `i18n` reads the translations passed with the data (see `withTranslations`).
import Handlebars from 'handlebars';
import { interpolate, lookup, type TranslationCatalogue } from './i18n.js';

export class TemplateError extends Error {
  override readonly name = 'TemplateError';
}

/** A render ended at one of its limits (render-limits.ts): time, memory or the size of what it wrote. */
export class TemplateLimitError extends TemplateError {
  constructor(
    message: string,
    readonly limit: 'time' | 'memory' | 'output',
  ) {
    super(message);
  }
}

const handlebars = Handlebars.create();

function prop(item: unknown, key: string): unknown {
  return item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
}

handlebars.registerHelper(
  'equals',
  function (this: unknown, a: unknown, b: unknown, options: Handlebars.HelperOptions) {
    // Loose equality, as the platform's helper: "1" equals 1.
    return a == b ? options.fn(this) : options.inverse(this);
  },
);
handlebars.registerHelper('titlecase', (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(' ')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
        .join(' ')
    : value,
);
handlebars.registerHelper('uppercase', (value: unknown) =>
  typeof value === 'string' ? value.toUpperCase() : value,
);
handlebars.registerHelper('lowercase', (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase() : value,
);
handlebars.registerHelper('pluralize', (count: unknown, single: unknown, plural: unknown) =>
  Number(count) === 1 ? single : plural,
);
handlebars.registerHelper('dateFormat', (date: unknown, format: unknown) => {
  if (typeof date !== 'string' && typeof date !== 'number') return date;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime()) || typeof format !== 'string') return date;
  return formatDate(parsed, format);
});
handlebars.registerHelper('unique', (items: unknown, key: unknown) =>
  Array.isArray(items) && typeof key === 'string'
    ? [
        ...new Set(
          items.map((item) => prop(item, key)).filter((value) => value !== undefined && value !== null),
        ),
      ]
    : [],
);
handlebars.registerHelper('groupBy', (items: unknown, key: unknown) => {
  if (!Array.isArray(items) || typeof key !== 'string') return [];
  const groups = new Map<unknown, unknown[]>();
  for (const item of items) {
    const value = prop(item, key);
    if (value === undefined || value === null || value === '') continue;
    groups.set(value, [...(groups.get(value) ?? []), item]);
  }
  return [...groups].map(([groupKey, groupItems]) => ({ key: groupKey, items: groupItems }));
});
handlebars.registerHelper('sortBy', (items: unknown, key: unknown) => {
  if (!Array.isArray(items)) return [];
  // Sorts a copy: a template never changes the payload other steps read.
  const copy = [...items];
  if (typeof key !== 'string') return copy.sort();
  return copy.sort((a, b) => {
    const left = prop(a, key) as string | number;
    const right = prop(b, key) as string | number;
    return left < right ? -1 : left > right ? 1 : 0;
  });
});
handlebars.registerHelper('numberFormat', (value: unknown, options: Handlebars.HelperOptions) => {
  const number = Number(value);
  if (value === null || value === '' || Number.isNaN(number)) return value;
  const {
    decimalLength = 2,
    thousandsSep = ',',
    decimalSep = '.',
  } = options.hash as {
    decimalLength?: number;
    thousandsSep?: string;
    decimalSep?: string;
  };
  // Herald honours decimalLength=0 (the platform's `||` turned it into 2).
  const [whole = '', fraction] = number.toFixed(Math.max(0, Math.min(20, Number(decimalLength)))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSep);
  return fraction === undefined ? grouped : `${grouped}${decimalSep}${fraction}`;
});
/**
 * Translations ride on the render data under this symbol: every channel's render call carries what its job
 * loaded, and no template can reach them by name.
 */
export const TRANSLATIONS = Symbol('translations');

/** The data with the translations a render may use. */
export function withTranslations<T extends Record<string, unknown>>(
  data: T,
  catalogue: TranslationCatalogue | undefined,
): T {
  return catalogue ? { ...data, [TRANSLATIONS]: catalogue } : data;
}

/**
 * `{{i18n "group.key" name=…}}` or `{{#i18n "group.key"}}default{{/i18n}}`: the translation along the job's locale
 * chain with hash and context variables filled in; else the block's content; else the key. The translation is
 * trusted HTML (the environment wrote it), the values put into it are escaped.
 */
function i18nHelper(catalogue: TranslationCatalogue | undefined): Handlebars.HelperDelegate {
  return function (this: unknown, key: unknown, options: Handlebars.HelperOptions) {
    const hash = (options.hash ?? {}) as Record<string, unknown>;
    const count = hash.count === undefined || hash.count === '' ? undefined : Number(hash.count);
    const found =
      catalogue && typeof key === 'string'
        ? lookup(catalogue, key, count !== undefined && Number.isFinite(count) ? count : undefined)
        : undefined;
    if (found !== undefined) return new handlebars.SafeString(interpolate(found, hash, this));
    return typeof options.fn === 'function' ? options.fn(this) : key;
  };
}
handlebars.registerHelper('i18n', i18nHelper(undefined));

const cache = new Map<string, HandlebarsTemplateDelegate>();

/** Renders `template` with `data`; a syntax error becomes a TemplateError naming the problem. */
export function render(template: string, data: Record<string, unknown>): string {
  let compiled = cache.get(template);
  try {
    if (!compiled) {
      compiled = handlebars.compile(template, { strict: false });
      compiled({}); // compile is lazy: surface syntax errors here, not at the first real render
      if (cache.size > 500) cache.clear();
      cache.set(template, compiled);
    }
    const catalogue = (data as { [TRANSLATIONS]?: TranslationCatalogue })[TRANSLATIONS];
    return compiled(data, {
      allowProtoPropertiesByDefault: false,
      allowProtoMethodsByDefault: false,
      ...(catalogue && { helpers: { i18n: i18nHelper(catalogue) } }),
    }).replace(/&#x27;/g, "'");
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The common date-fns tokens, in UTC: yyyy yy MMMM MMM MM M dd d EEEE EEE HH H hh h mm ss a. */
export function formatDate(date: Date, format: string): string {
  const tokens: Record<string, () => string> = {
    yyyy: () => String(date.getUTCFullYear()),
    yy: () => pad(date.getUTCFullYear() % 100),
    MMMM: () => MONTHS[date.getUTCMonth()]!,
    MMM: () => MONTHS[date.getUTCMonth()]!.slice(0, 3),
    MM: () => pad(date.getUTCMonth() + 1),
    M: () => String(date.getUTCMonth() + 1),
    dd: () => pad(date.getUTCDate()),
    d: () => String(date.getUTCDate()),
    EEEE: () => DAYS[date.getUTCDay()]!,
    EEE: () => DAYS[date.getUTCDay()]!.slice(0, 3),
    HH: () => pad(date.getUTCHours()),
    H: () => String(date.getUTCHours()),
    hh: () => pad(date.getUTCHours() % 12 || 12),
    h: () => String(date.getUTCHours() % 12 || 12),
    mm: () => pad(date.getUTCMinutes()),
    ss: () => pad(date.getUTCSeconds()),
    a: () => (date.getUTCHours() < 12 ? 'AM' : 'PM'),
  };
  return format.replace(
    /'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|ss|a/g,
    (match, quoted) => (quoted !== undefined ? quoted : tokens[match]!()),
  );
}
