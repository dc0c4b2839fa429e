// Email layouts through the management API (one default per environment, the {{{body}}} placeholder checked on
// save), and email delivered through a real SMTP server on loopback wrapped in the step's layout, the
// environment's default layout, or the built-in one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { management, startServer, type TestServer } from './harness.js';
import { startSmtpRecorder, type SmtpRecorder } from './smtp-recorder.js';

let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

const layoutBody = (overrides: Record<string, unknown> = {}) => ({
  identifier: unique('layout'),
  name: 'Newsletter',
  content: '<main>{{{body}}}</main>',
  ...overrides,
});

async function createLayout(server: TestServer, overrides: Record<string, unknown> = {}) {
  const created = await management(server, 'POST', '/layouts', layoutBody(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { _id: string; identifier: string; isDefault: boolean };
}

async function defaults(server: TestServer): Promise<string[]> {
  const list = await management(server, 'GET', '/layouts');
  return list.body.data
    .filter((layout: { isDefault: boolean }) => layout.isDefault)
    .map((layout: { _id: string }) => layout._id);
}

describe('layouts through the management API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('makes the first layout the default, and one default replaces the other', async () => {
    const first = await createLayout(server);
    expect(first.isDefault).toBe(true);
    const second = await createLayout(server);
    expect(second.isDefault).toBe(false);
    expect(await defaults(server)).toEqual([first._id]);

    const switched = await management(server, 'POST', `/layouts/${second._id}/default`);
    expect(switched.body.data.isDefault).toBe(true);
    expect(await defaults(server)).toEqual([second._id]);

    const third = await createLayout(server, { isDefault: true });
    expect(await defaults(server)).toEqual([third._id]);
  });

  it('keeps exactly one default when several switches arrive at once', async () => {
    const layouts = await Promise.all([1, 2, 3, 4].map(() => createLayout(server)));
    const answers = await Promise.all(
      layouts.map((layout) => management(server, 'POST', `/layouts/${layout._id}/default`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const winners = await defaults(server);
    expect(winners).toHaveLength(1);
    expect(layouts.map((layout) => layout._id)).toContain(winners[0]);
  });

  it('refuses to delete the default layout, then deletes it once another is the default', async () => {
    const current = await createLayout(server, { isDefault: true });
    const refused = await management(server, 'DELETE', `/layouts/${current._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: 'The default layout cannot be deleted: make another layout the default first',
    });
    const next = await createLayout(server);
    await management(server, 'POST', `/layouts/${next._id}/default`);
    const deleted = await management(server, 'DELETE', `/layouts/${current._id}`);
    expect(deleted.body.data).toEqual({ acknowledged: true, status: 'deleted' });
    expect((await management(server, 'GET', `/layouts/${current._id}`)).status).toBe(404);
  });

  it('updates name, description and content, keeping the placeholder rule', async () => {
    const layout = await createLayout(server);
    const updated = await management(server, 'PUT', `/layouts/${layout._id}`, {
      name: 'Plain',
      description: 'Without decoration',
      content: '<div class="plain">{{{ body }}}</div>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Plain',
      description: 'Without decoration',
      content: '<div class="plain">{{{ body }}}</div>',
    });
    const refused = await management(server, 'PUT', `/layouts/${layout._id}`, { content: '<div></div>' });
    expect(refused.status).toBe(400);
  });

  it.each([
    [
      'no placeholder',
      { content: '<main></main>' },
      'content: A layout must contain the {{{body}}} placeholder',
    ],
    [
      'an escaped placeholder',
      { content: '<main>{{body}}</main>' },
      'content: A layout must contain the {{{body}}} placeholder',
    ],
    ['a template that does not compile', { content: '{{#if}}{{{body}}}' }, 'content: '],
    ['an empty name', { name: ' ' }, 'name: '],
    ['an unknown field', { colour: 'red' }, 'Unrecognized key'],
    ['a malformed identifier', { identifier: 'no spaces allowed' }, 'identifier: '],
  ])('refuses a layout with %s with a 400 JSON answer', async (_label, overrides, message) => {
    const refused = await management(server, 'POST', '/layouts', layoutBody(overrides));
    expect(refused.status).toBe(400);
    expect(refused.body.statusCode).toBe(400);
    expect(refused.body.message).toContain(message);
  });

  it('answers 409 for a taken identifier and 404 for a layout of no one', async () => {
    const layout = await createLayout(server);
    const taken = await management(server, 'POST', '/layouts', layoutBody({ identifier: layout.identifier }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`A layout with the identifier "${layout.identifier}" exists`);
    expect((await management(server, 'POST', '/layouts/000000000000000000000000/default')).status).toBe(404);
    expect((await management(server, 'DELETE', '/layouts/000000000000000000000000')).status).toBe(404);
  });
});

describe('email wrapped in its layout, through SMTP', () => {
  let server: TestServer;
  let smtp: SmtpRecorder;
  beforeAll(async () => {
    smtp = await startSmtpRecorder();
    server = await startServer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Herald <no-reply@herald.test>',
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  /** Sends a one-step email workflow to a new subscriber; answers the HTML kept in the outbox and the raw mail. */
  async function sendEmail(step: Record<string, unknown> = {}) {
    const triggerIdentifier = unique('layout-mail');
    const workflow = await management(server, 'POST', '/workflows', {
      name: triggerIdentifier,
      triggerIdentifier,
      steps: [{ type: 'email', subject: 'Graded', body: '<p>Your essay was graded, {{name}}</p>', ...step }],
    });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
    const subscriberId = unique('student');
    const to = `${subscriberId}@herald.test`;
    await management(server, 'POST', '/subscribers', { subscriberId, email: to, firstName: 'Cora' });
    await management(server, 'POST', '/events/trigger', {
      name: triggerIdentifier,
      to: subscriberId,
      payload: { name: 'Sam & Co' },
    });
    await server.herald.worker.drain();
    const kept = await server.herald.ctx.db
      .selectFrom('outbox')
      .select(['html', 'text', 'status'])
      .where('to', '=', to)
      .executeTakeFirstOrThrow();
    const mail = smtp.received.find((received) => received.to.includes(to));
    return { workflowId: workflow.body.data._id as string, kept, raw: decodeQuotedPrintable(mail!.raw) };
  }

  it('uses the built-in layout while the environment has none', async () => {
    const { kept, raw } = await sendEmail();
    expect(kept.status).toBe('sent');
    expect(kept.html).toMatch(/^<!doctype html>\n<html lang="">/);
    expect(kept.html).toContain('\n<p>Your essay was graded, Sam &amp; Co</p>\n');
    expect(kept.text).toBe('Your essay was graded, Sam & Co');
    expect(raw).toContain('<p>Your essay was graded, Sam &amp; Co</p>');
    expect(raw).toContain('<!doctype html>');
  });

  it("wraps the body in the environment's default layout, then in the layout the step names", async () => {
    await createLayout(server, {
      content: '<header>Hello {{subscriber.firstName}}</header>{{{body}}}<footer>Herald</footer>',
      isDefault: true,
    });
    const byDefault = await sendEmail();
    expect(byDefault.kept.html).toBe(
      '<header>Hello Cora</header><p>Your essay was graded, Sam &amp; Co</p><footer>Herald</footer>',
    );
    expect(byDefault.raw).toContain(byDefault.kept.html);

    const named = await createLayout(server, { content: '<section class="named">{{{body}}}</section>' });
    const byName = await sendEmail({ layoutId: named._id });
    expect(byName.kept.html).toBe(
      '<section class="named"><p>Your essay was graded, Sam &amp; Co</p></section>',
    );
    expect(byName.raw).toContain(byName.kept.html);

    // The workflow keeps the layout in use.
    const refused = await management(server, 'DELETE', `/layouts/${named._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('The layout is used by the workflows');
  });

  it('sends a body that is a whole HTML document as it is', async () => {
    const body = '<!DOCTYPE html><html><body><p>Complete</p></body></html>';
    const { kept } = await sendEmail({ body });
    expect(kept.html).toBe(body);
  });

  it("translates the layout's i18n keys in the subscriber's locale", async () => {
    const group = unique('emails');
    await management(server, 'POST', '/translations/groups', {
      identifier: group,
      name: 'Emails',
      locales: ['en'],
    });
    await management(server, 'PUT', `/translations/groups/${group}/locales/en`, {
      translations: { footer: 'Sent to {{subscriber.firstName}} by Herald' },
    });
    const layout = await createLayout(server, {
      content: `{{{body}}}<footer>{{i18n "${group}.footer"}}</footer>`,
    });
    const { kept } = await sendEmail({ layoutId: layout._id });
    expect(kept.html).toBe(
      '<p>Your essay was graded, Sam &amp; Co</p><footer>Sent to Cora by Herald</footer>',
    );
  });
});

/** Undoes quoted-printable soft line breaks and =XX escapes, reading the bytes as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
