// Templates render in a warm pool of worker threads within a time, memory and output limit: an ordinary template
// renders exactly as on the event loop, a rendered field past its channel's cap fails the step naming the cap, a
// layout past one is refused with 422, and the pool answers again after a render it had to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLimited } from '../src/notify/engine/render-limits.js';
import {
  render,
  TemplateError,
  TemplateLimitError,
  withTranslations,
} from '../src/notify/engine/templates.js';
import { management, startServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const LOOPS_A_BILLION_TIMES =
  '{{#each items}}{{#each ../items}}{{#each ../../items}}{{/each}}{{/each}}{{/each}}';
const thousand = Array.from({ length: 1000 }, (_, n) => n);

describe('a render in the pool', () => {
  it('writes what the render on the event loop writes, translations included', async () => {
    const data = withTranslations(
      { name: '<Ada>', items: [{ n: 2 }, { n: 1 }], when: '2026-03-06T09:05:00Z', note: 'it&#x27;s' },
      { chain: ['en'], resources: new Map([['en', new Map([['inbox', { title: 'Inbox of {{name}}' }]])]]) },
    );
    const templates = {
      escaped: '{{name}} {{{name}}}',
      helpers: '{{#each (sortBy items "n")}}{{n}}{{/each}} {{dateFormat when "dd MMM yyyy"}}',
      translated: '{{i18n "inbox.title" name=name}}',
      literal: 'no mustache, it&#x27;s plain',
    };
    const rendered = await renderLimited('email', templates, data);
    expect(rendered).toEqual({
      escaped: render(templates.escaped, data),
      helpers: render(templates.helpers, data),
      translated: render(templates.translated, data),
      literal: render(templates.literal, data),
    });
    expect(rendered.translated).toBe('Inbox of &lt;Ada&gt;');
  });

  it('fails a template that does not compile with the same message', async () => {
    const error = await renderLimited('sms', { content: '{{#each items}}' }, {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(TemplateError);
    expect(error).not.toBeInstanceOf(TemplateLimitError);
    expect((error as Error).message).toBe(
      (() => {
        try {
          render('{{#each items}}', {});
        } catch (thrown) {
          return (thrown as Error).message;
        }
      })(),
    );
  });

  it('ends a render past 2 seconds and answers the next ones', async () => {
    const ended = renderLimited('in_app', { content: LOOPS_A_BILLION_TIMES }, { items: thousand });
    await expect(ended).rejects.toThrow(
      new TemplateLimitError('The template takes longer than 2 seconds to render', 'time'),
    );
    const next = await Promise.all(
      ['a', 'b', 'c'].map((name) => renderLimited('in_app', { content: 'Hi {{name}}' }, { name })),
    );
    expect(next).toEqual([{ content: 'Hi a' }, { content: 'Hi b' }, { content: 'Hi c' }]);
  });
});

describe('an output past its cap', () => {
  it('fails an in-app step writing more than 64 KB, naming the cap in the execution details', async () => {
    const workflow = await management(server, 'POST', '/workflows', {
      name: 'long feed item',
      triggerIdentifier: 'long-feed-item',
      steps: [{ type: 'in_app', content: '{{#each items}}{{../filler}}{{/each}}' }],
    });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
    const triggered = await management(server, 'POST', '/events/trigger', {
      name: 'long-feed-item',
      to: 'reader',
      payload: { items: Array.from({ length: 100 }, (_, n) => n), filler: 'x'.repeat(1000) },
    });
    const transactionId = triggered.body.data.transactionId as string;
    await server.herald.worker.drain();
    const details = await management(server, 'GET', `/execution-details?transactionId=${transactionId}`);
    expect(details.body.data).toContainEqual(
      expect.objectContaining({
        detail: 'MESSAGE_CONTENT_NOT_GENERATED',
        status: 'Failed',
        raw: { reason: 'The rendered content is larger than 64 KB', limit: 'output' },
      }),
    );
    const messages = await server.herald.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('transaction_id', '=', transactionId)
      .execute();
    expect(messages).toEqual([]);
  });

  it('refuses a layout that renders to more than 256 KB with a 422', async () => {
    const created = await management(server, 'POST', '/layouts', {
      identifier: 'heavy',
      name: 'Heavy',
      description: '',
      content: `<p>${'€'.repeat(100_000)}</p>{{{body}}}`,
    });
    expect(created).toMatchObject({
      status: 422,
      body: { statusCode: 422, message: 'content: The rendered content is larger than 256 KB' },
    });
  });
});
