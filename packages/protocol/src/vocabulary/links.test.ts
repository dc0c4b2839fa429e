import { describe, expect, it } from 'vitest';
import { isLinkTemplate, safeLinkUrl } from '../index.js';

describe('safeLinkUrl', () => {
  it.each([
    'https://herald.test/events/1',
    'http://herald.test',
    'HTTPS://HERALD.TEST/a?b=c#d',
    '/student/event/contribution/1/detail/2',
    '/',
  ])('keeps %s', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://herald.test/1',
    '//evil.test/path',
    '/\\evil.test',
    'evil.test/path',
    'mailto:a@b.test',
    'https:alert(1)',
    '',
    42,
    null,
  ])('drops %j', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined();
  });
});

describe('isLinkTemplate', () => {
  it.each(['/events/{{id}}', 'https://herald.test/{{path}}', '{{{url}}}', '{{url}}', ''])(
    'accepts %j',
    (template) => {
      expect(isLinkTemplate(template)).toBe(true);
    },
  );
  it.each([
    'javascript:{{code}}',
    ' java\tscript:alert(1)',
    'data:text/html,{{x}}',
    '//{{host}}/a',
    'evil.test',
  ])('refuses %j', (template) => {
    expect(isLinkTemplate(template)).toBe(false);
  });
});
