import { describe, expect, it } from 'vitest';
import { TemplateError, render, withTranslations } from '../src/notify/engine/templates.js';
import type { TranslationTree } from '@herald/protocol';
import { localeChain, type TranslationCatalogue } from '../src/notify/engine/i18n.js';
import { addTime } from '../src/notify/engine/time.js';

describe('templates (docs/product.md §3 helpers, Handlebars semantics)', () => {
  it('escapes {{ }} and leaves {{{ }}} raw', () => {
    expect(render('{{a}} {{{a}}}', { a: '<i>x</i>' })).toBe('&lt;i&gt;x&lt;/i&gt; <i>x</i>');
  });

  it.each([
    ['{{titlecase s}}', { s: 'hELLO wORLD' }, 'Hello World'],
    ['{{uppercase s}}', { s: 'abc' }, 'ABC'],
    ['{{lowercase s}}', { s: 'ABC' }, 'abc'],
    ['{{pluralize n "file" "files"}}', { n: 1 }, 'file'],
    ['{{pluralize n "file" "files"}}', { n: 3 }, 'files'],
    ['{{#equals a b}}same{{else}}different{{/equals}}', { a: '1', b: 1 }, 'same'],
    ['{{dateFormat d "dd MMM yyyy, HH:mm"}}', { d: '2026-03-06T09:05:00Z' }, '06 Mar 2026, 09:05'],
    ['{{dateFormat d "yyyy"}}', { d: 'not a date' }, 'not a date'],
    [
      '{{#each (unique items "tag")}}{{this}};{{/each}}',
      { items: [{ tag: 'a' }, { tag: 'b' }, { tag: 'a' }] },
      'a;b;',
    ],
    [
      '{{#each (groupBy items "k")}}{{key}}={{items.length}};{{/each}}',
      { items: [{ k: 'x' }, { k: 'y' }, { k: 'x' }] },
      'x=2;y=1;',
    ],
    ['{{#each (sortBy items "n")}}{{n}}{{/each}}', { items: [{ n: 3 }, { n: 1 }, { n: 2 }] }, '123'],
    ['{{numberFormat n}}', { n: 1234567.891 }, '1,234,567.89'],
    ['{{numberFormat n decimalLength=0 thousandsSep="."}}', { n: 1234567.891 }, '1.234.568'],
    ['{{#i18n "greeting"}}Hello{{/i18n}}', {}, 'Hello'],
    ['{{i18n "inbox.title"}}', {}, 'inbox.title'],
  ])('%s', (template, data, expected) => {
    expect(render(template, data)).toBe(expected);
  });

  // The edge cases of each helper: missing, wrong-typed and unusual input never throws and reads sensibly.
  it.each([
    ['{{titlecase s}}', {}, ''],
    ['{{titlecase s}}', { s: 'ada  lovelace' }, 'Ada  Lovelace'],
    ['{{titlecase s}}', { s: 42 }, '42'],
    ['{{uppercase s}}{{lowercase s}}', {}, ''],
    ['{{uppercase s}}', { s: 'straße' }, 'STRASSE'],
    ['{{pluralize n "file" "files"}}', { n: 0 }, 'files'],
    // A count that arrives as the string "1" from a form is one (the platform's strict === said plural).
    ['{{pluralize n "file" "files"}}', { n: '1' }, 'file'],
    ['{{pluralize n "file" "files"}}', {}, 'files'],
    ['{{#equals a b}}same{{else}}different{{/equals}}', { a: 'x', b: 'y' }, 'different'],
    ['{{#equals a b}}same{{/equals}}', {}, 'same'],
    ['{{dateFormat d "EEEE d MMMM, h:mm a"}}', { d: '2026-03-06T15:05:00Z' }, 'Friday 6 March, 3:05 PM'],
    ['{{dateFormat d "yyyy-MM-dd \'at\' HH"}}', { d: Date.UTC(2026, 0, 2, 7) }, '2026-01-02 at 07'],
    ['{{dateFormat d}}', { d: '2026-03-06T09:05:00Z' }, '2026-03-06T09:05:00Z'],
    ['{{dateFormat d "yyyy"}}', {}, ''],
    ['{{#each (unique items "tag")}}[{{this}}]{{/each}}', { items: 'not a list' }, ''],
    [
      '{{#each (unique items "n")}}[{{this}}]{{/each}}',
      { items: [{ n: 0 }, { n: 1 }, { n: 0 }, { other: 2 }] },
      '[0][1]',
    ],
    [
      '{{#each (groupBy items "k")}}{{key}}={{items.length}};{{/each}}',
      { items: [{ k: 'x' }, { k: '' }, {}, { k: 'x' }] },
      'x=2;',
    ],
    ['{{#each (groupBy items "k")}}{{key}}{{/each}}', { items: null }, ''],
    ['{{#each (sortBy items)}}{{this}}{{/each}}', { items: ['c', 'a', 'b'] }, 'abc'],
    [
      '{{#each (sortBy items "n")}}{{n}}{{/each}}|{{#each items}}{{n}}{{/each}}',
      { items: [{ n: 2 }, { n: 1 }] },
      '12|21',
    ],
    ['{{#each (sortBy items "n")}}{{n}}{{/each}}', { items: 'nope' }, ''],
    ['{{numberFormat n}}', { n: 'abc' }, 'abc'],
    ['{{numberFormat n}}', { n: -1234.5 }, '-1,234.50'],
    ['{{numberFormat n decimalSep="," thousandsSep=" " decimalLength=3}}', { n: 9876.54321 }, '9 876,543'],
    ['{{numberFormat n}}', { n: '42' }, '42.00'],
    ['{{numberFormat n}}', { n: null }, ''],
    // More decimals than a number has are capped at twenty, never an error.
    ['{{numberFormat n decimalLength=99}}', { n: 1 }, `1.${'0'.repeat(20)}`],
    ['{{#each (unique items)}}[{{this}}]{{/each}}', { items: [1, 1] }, ''],
    ['{{titlecase s}}', { s: ' ada' }, ' Ada'],
  ])('edge case %s', (template, data, expected) => {
    expect(render(template, data)).toBe(expected);
  });

  it('keeps apostrophes readable', () => {
    expect(render('{{name}}', { name: "O'Neil" })).toBe("O'Neil");
  });

  it('reports a syntax error as a TemplateError', () => {
    expect(() => render('{{#each items}}', {})).toThrow(TemplateError);
  });

  it('does not reach prototypes from a template', () => {
    expect(render('{{constructor.name}}{{__proto__}}', {})).toBe('');
  });
});

describe('i18n with translations (resolved before rendering)', () => {
  const resources = new Map<string, Map<string, TranslationTree>>([
    [
      'fr',
      new Map([
        [
          'inbox',
          {
            welcome: 'Bonjour {{name}}',
            files_one: '{{count}} fichier',
            files_other: '{{count}} fichiers',
            nested: { deep: { title: 'Profond' } },
          },
        ],
      ]),
    ],
    [
      'pl',
      new Map([
        [
          'inbox',
          { files_one: '{{count}} plik', files_few: '{{count}} pliki', files_many: '{{count}} plików' },
        ],
      ]),
    ],
    [
      'en',
      new Map([
        [
          'inbox',
          {
            welcome: 'Hello {{name}}',
            only_english: 'Only in English',
            files_zero: 'No files',
            files_one: 'One file',
            files_other: '{{count}} files',
            markup: '<b>{{name}}</b> and {{- raw}}',
            context: 'Hi {{subscriber.firstName}}',
          },
        ],
      ]),
    ],
  ]);
  const catalogue = (subscriberLocale: string | null): TranslationCatalogue => ({
    chain: localeChain(subscriberLocale, 'en'),
    resources,
  });
  const name = 'Zoë <script>';

  it.each([
    ['fr-CA', '{{i18n "inbox.welcome" name=name}}', 'Bonjour Zoë &lt;script&gt;'],
    ['fr', '{{i18n "inbox.only_english"}}', 'Only in English'],
    ['de', '{{i18n "inbox.welcome" name="Ada"}}', 'Hello Ada'],
    [null, '{{i18n "inbox.welcome" name="Ada"}}', 'Hello Ada'],
    ['fr', '{{i18n "inbox.nested.deep.title"}}', 'Profond'],
    ['fr', '{{i18n "inbox.files" count=1}}', '1 fichier'],
    ['fr', '{{i18n "inbox.files" count=0}}', '0 fichier'],
    ['fr', '{{i18n "inbox.files" count=5}}', '5 fichiers'],
    ['pl', '{{i18n "inbox.files" count=3}}', '3 pliki'],
    ['pl', '{{i18n "inbox.files" count=5}}', '5 plików'],
    ['pl', '{{i18n "inbox.files" count=22}}', '22 pliki'],
    ['en', '{{i18n "inbox.files" count=0}}', 'No files'],
    ['en', '{{i18n "inbox.files" count=n}}', '7 files'],
    ['en', '{{i18n "inbox.markup" name=name raw="<i>ok</i>"}}', '<b>Zoë &lt;script&gt;</b> and <i>ok</i>'],
    ['en', '{{i18n "inbox.context"}}', 'Hi Cora'],
    ['en', '{{i18n "inbox.missing"}}', 'inbox.missing'],
    ['en', '{{#i18n "inbox.missing"}}Default for {{subscriber.firstName}}{{/i18n}}', 'Default for Cora'],
    ['en', '{{i18n "nogroup"}}', 'nogroup'],
    ['en', '{{i18n "inbox.welcome.__proto__"}}', 'inbox.welcome.__proto__'],
    ['en', '{{i18n "inbox.constructor"}}', 'inbox.constructor'],
  ])('%s: %s', (locale, template, expected) => {
    const data = withTranslations({ name, n: 7, subscriber: { firstName: 'Cora' } }, catalogue(locale));
    expect(render(template, data)).toBe(expected);
  });

  it('chains the subscriber locale, its language, then the default locale and its language', () => {
    expect(localeChain('pt_br', 'en-GB')).toEqual(['pt-BR', 'pt', 'en-GB', 'en']);
    expect(localeChain('not a locale!', 'en')).toEqual(['en']);
  });
});

describe('addTime', () => {
  const at = (iso: string) => new Date(iso);
  it('counts weeks as seven days', () => {
    expect(addTime(at('2026-01-01T10:00:00Z'), 2, 'weeks').toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
  it('counts months on the calendar, clamping to the last day of a shorter month', () => {
    expect(addTime(at('2026-01-31T10:00:00Z'), 1, 'months').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addTime(at('2028-01-31T10:00:00Z'), 1, 'months').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addTime(at('2026-11-15T10:00:00Z'), 3, 'months').toISOString()).toBe('2027-02-15T10:00:00.000Z');
  });
});
