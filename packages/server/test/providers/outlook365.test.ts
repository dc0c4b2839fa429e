// Outlook 365 contract: SMTP client submission to smtp.office365.com:587, STARTTLS before anything is said, the
// mailbox signs in as itself, and the server's refusals mapped to ProviderErrors. The vendor host is pointed at a
// loopback SMTP server holding a certificate for smtp.office365.com.
import { afterEach, describe, expect, it } from 'vitest';
import type { SMTPServerOptions } from 'smtp-server';
import { findProvider } from '../../src/notify/providers/catalogue.js';
import { ProviderError } from '../../src/notify/providers/types.js';
import { loopbackRuntime, type Loopback } from './loopback.js';
import { email } from './requests.js';
import { startSmtpRecorder, type SmtpRecorder } from '../smtp-recorder.js';
import { OFFICE365_TEST_CERT, OFFICE365_TEST_KEY } from './office365-certificate.js';

const open: SmtpRecorder[] = [];
afterEach(() => Promise.all(open.splice(0).map((relay) => relay.close())));

/** A relay for smtp.office365.com that records who signed in, and whether the connection was encrypted then. */
async function startOffice365(options: Partial<SMTPServerOptions> = {}) {
  const logins: { login: string; secure: boolean }[] = [];
  const relay = await startSmtpRecorder({
    key: OFFICE365_TEST_KEY,
    cert: OFFICE365_TEST_CERT,
    disabledCommands: [],
    authOptional: false,
    authMethods: ['LOGIN', 'PLAIN'],
    onAuth(auth, session, callback) {
      logins.push({ login: `${auth.username}:${auth.password}`, secure: session.secure });
      if (auth.password !== 'mailbox-pass') {
        callback(Object.assign(new Error('5.7.3 Authentication unsuccessful'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    ...options,
  });
  open.push(relay);
  return { logins, received: relay.received, port: relay.port };
}

const credentials = { password: 'mailbox-pass', from: 'registry@herald.test', senderName: 'Registry' };

function runtimeFor(port: number, trusted = true) {
  // Only the SMTP host is called, so the HTTP loopback part of the runtime is never used.
  const { runtime } = loopbackRuntime({ url: 'http://127.0.0.1:9' } as Loopback);
  const called: string[] = [];
  runtime.endpoint = (url) => {
    called.push(url);
    return `smtp://127.0.0.1:${port}`;
  };
  if (trusted) runtime.trustedCertificates = [OFFICE365_TEST_CERT];
  return { runtime, called };
}

describe('Outlook 365 over SMTP', () => {
  it('submits to port 587 with STARTTLS, signed in as the mailbox, from its address', async () => {
    const { logins, received, port } = await startOffice365();
    const { runtime, called } = runtimeFor(port);
    const result = await findProvider('outlook365')!.send(credentials, email as never, runtime);
    expect(called).toEqual(['smtp://smtp.office365.com:587']);
    expect(logins).toEqual([{ login: 'registry@herald.test:mailbox-pass', secure: true }]);
    expect(received).toMatchObject([{ from: 'registry@herald.test', to: ['ana@herald.test'] }]);
    expect(received[0]!.raw).toMatch(/From: Registry <registry@herald.test>/);
    expect(received[0]!.raw).toMatch(/Subject: Essay graded/);
    expect(received[0]!.raw).toContain('Your essay was graded');
    expect(result).toEqual({ id: expect.stringMatching(/^<.+>$/), date: '2026-03-02T10:00:00.000Z' });
  });

  it('refuses to sign in over a server that offers no STARTTLS', async () => {
    const { logins, port } = await startOffice365({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
    });
    const { runtime } = runtimeFor(port);
    const failure = await findProvider('outlook365')!
      .send(credentials, email as never, runtime)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/STARTTLS/);
    expect(logins).toEqual([]);
  });

  it('refuses a certificate that is not the vendor’s', async () => {
    const { logins, port } = await startOffice365();
    const { runtime } = runtimeFor(port, false);
    const failure = await findProvider('outlook365')!
      .send(credentials, email as never, runtime)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/certificate/i);
    expect(logins).toEqual([]);
  });

  it('maps a refused sign-in to a failure that is not retried', async () => {
    const { logins, received, port } = await startOffice365();
    const { runtime } = runtimeFor(port);
    const failure = await findProvider('outlook365')!
      .send({ ...credentials, password: 'wrong' }, email as never, runtime)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/Authentication unsuccessful/);
    expect((failure as ProviderError).details).toMatchObject({ status: 535, retryable: false });
    expect(logins).toEqual([{ login: 'registry@herald.test:wrong', secure: true }]);
    expect(received).toEqual([]);
  });
});
