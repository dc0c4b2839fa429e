// Email through a real SMTP server on loopback, and the outbox when no server is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, management, signIn, startServer, type TestServer } from './harness.js';
import { startSmtpRecorder, type ReceivedMail, type SmtpRecorder } from './smtp-recorder.js';

let smtp: SmtpRecorder;
let received: ReceivedMail[];
let smtpPort: number;

beforeAll(async () => {
  smtp = await startSmtpRecorder();
  ({ received, port: smtpPort } = smtp);
});
afterAll(() => smtp.close());

const emailWorkflow = (triggerIdentifier: string) => ({
  name: 'Contribution submitted',
  triggerIdentifier,
  critical: true,
  steps: [
    {
      type: 'email',
      subject: 'New contribution: {{title}}',
      body: '<p>Hello {{subscriber.firstName}},</p><p>{{student}} submitted <b>{{title}}</b>.</p>',
    },
  ],
});

describe('email step', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Herald <no-reply@herald.test>',
    });
  });
  afterAll(() => server.stop());

  it('delivers to the subscriber through the SMTP server, with no header injected from the payload', async () => {
    await management(server, 'POST', '/workflows', emailWorkflow('submitted'));
    const { body } = await management(server, 'POST', '/events/trigger', {
      name: 'submitted',
      to: { subscriberId: 'coordinator-7', email: 'cora@herald.test', firstName: 'Cora' },
      payload: { title: 'Night sky\r\nBcc: attacker@evil.test', student: 'Sam <sam@herald.test>' },
    });
    await server.herald.worker.drain();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@herald.test');
    expect(mail!.to).toEqual(['cora@herald.test']);
    expect(mail!.raw).toMatch(/^Subject: New contribution: Night sky Bcc: attacker@evil\.test\r?$/m);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail!.raw).toContain('Hello Cora');
    expect(mail!.raw).toContain('Sam &lt;sam@herald.test&gt;');

    const logs = await management(
      server,
      'GET',
      `/execution-details?transactionId=${body.data.transactionId}`,
    );
    expect(logs.body.data.map((entry: { detail: string }) => entry.detail)).toContain('MESSAGE_SENT');
    const outbox = await server.herald.ctx.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toMatchObject([{ to: 'cora@herald.test', status: 'sent' }]);
  });

  it('logs a missing email address with code 3002 and sends nothing', async () => {
    const before = received.length;
    await management(server, 'POST', '/workflows', emailWorkflow('submitted-no-email'));
    const { body } = await management(server, 'POST', '/events/trigger', {
      name: 'submitted-no-email',
      to: 'no-email-user',
      payload: { title: 'x' },
    });
    await server.herald.worker.drain();
    expect(received.length).toBe(before);
    const logs = await management(
      server,
      'GET',
      `/execution-details?transactionId=${body.data.transactionId}`,
    );
    expect(logs.body.data.map((entry: { code: number | null }) => entry.code)).toContain(3002);
  });
});

describe('without an SMTP server', () => {
  it('keeps the mail in the outbox', async () => {
    const server = await startServer();
    try {
      await management(server, 'POST', '/workflows', emailWorkflow('outbox'));
      await management(server, 'POST', '/events/trigger', {
        name: 'outbox',
        to: { subscriberId: 'c1', email: 'c1@herald.test', firstName: 'C' },
        payload: { title: 'Poems', student: 'Sam' },
      });
      await server.herald.worker.drain();
      const outbox = await server.herald.ctx.db.selectFrom('outbox').selectAll().execute();
      expect(outbox).toMatchObject([
        { to: 'c1@herald.test', subject: 'New contribution: Poems', status: 'outbox' },
      ]);
      expect(outbox[0]!.text).toContain('Sam submitted Poems.');
    } finally {
      await server.stop();
    }
  });
});

describe('GET /v1/admin/outbox', () => {
  it('shows administrators the kept mail, and refuses everyone else', async () => {
    const server = await startServer();
    try {
      await management(server, 'POST', '/workflows', emailWorkflow('outbox-admin'));
      await management(server, 'POST', '/events/trigger', {
        name: 'outbox-admin',
        to: { subscriberId: 'c2', email: 'c2@herald.test' },
        payload: { title: 'Essay', student: 'Sam' },
      });
      await server.herald.worker.drain();
      const admin = await getJson(`${server.url}/v1/admin/outbox`, await signIn(server.url, 'ADMIN'));
      expect(admin.status).toBe(200);
      expect(admin.body.data).toMatchObject([
        { to: 'c2@herald.test', subject: 'New contribution: Essay', status: 'outbox' },
      ]);
      const student = await getJson(`${server.url}/v1/admin/outbox`, await signIn(server.url, 'STUDENT'));
      expect(student.status).toBe(403);
      expect((await getJson(`${server.url}/v1/admin/outbox`)).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
