import { describe, expect, it } from 'vitest';
import { TemplateError, render } from '../src/engine/templates.js';
import { addTime } from '../src/engine/time.js';

describe('templates (SPEC §3 helpers, Handlebars semantics)', () => {
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
  ])('%s', (template, data, expected) => {
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
