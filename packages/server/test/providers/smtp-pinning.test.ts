// SMTP connections are pinned to the address the outbound check resolved: Custom SMTP (and Outlook 365) resolve
// the host once through the checked lookup and nodemailer connects to that address, so a name that answers
// differently later (DNS rebinding) is never asked again; TLS still verifies the certificate against the host
// name. Real loopback SMTP server with a certificate for its name, a resolver that changes its answer.
import type { LookupAddress } from 'node:dns';
import { afterEach, describe, expect, it } from 'vitest';
import { findProvider } from '../../src/notify/providers/catalogue.js';
import { createRuntime, type Resolver } from '../../src/notify/providers/runtime.js';
import { ProviderError } from '../../src/notify/providers/types.js';
import { startSmtpRecorder, type SmtpRecorder } from '../smtp-recorder.js';
import { OFFICE365_TEST_CERT, OFFICE365_TEST_KEY } from './office365-certificate.js';
import { email, sender } from './requests.js';

const open: SmtpRecorder[] = [];
afterEach(() => Promise.all(open.splice(0).map((relay) => relay.close())));

/** A relay on 127.0.0.1 requiring STARTTLS, with a certificate naming smtp.office365.com. */
async function startRelay() {
  const relay = await startSmtpRecorder({
    key: OFFICE365_TEST_KEY,
    cert: OFFICE365_TEST_CERT,
    disabledCommands: [],
  });
  open.push(relay);
  return relay;
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });

/** Answers each lookup with the next of `answers` (the last one repeats), recording the names asked. */
function scripted(...answers: LookupAddress[][]) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    return answers[Math.min(asked.length - 1, answers.length - 1)]!;
  };
  return { resolve, asked };
}

const smtpCredentials = (host: string, port: number) => ({
  host,
  port,
  requireTls: true,
  tlsOptions: { ca: [OFFICE365_TEST_CERT] },
  ...sender,
});

const send = (host: string, port: number, resolve: Resolver, allowPrivateUrls = true) =>
  findProvider('nodemailer')!.send(
    smtpCredentials(host, port),
    email as never,
    createRuntime({ now: () => new Date('2026-03-02T10:00:00Z'), allowPrivateUrls, resolve }),
  );

describe('Custom SMTP pinned to the checked address', () => {
  it('asks the name once and delivers to the address it answered, though it would answer another next', async () => {
    const relay = await startRelay();
    // Nothing listens on 127.0.0.2: a second lookup would send the mail nowhere.
    const resolver = scripted([v4('127.0.0.1')], [v4('127.0.0.2')]);
    const result = await send('smtp.office365.com', relay.port, resolver.resolve);
    expect(resolver.asked).toEqual(['smtp.office365.com']);
    expect(relay.received).toMatchObject([{ from: 'registry@herald.test', to: ['ana@herald.test'] }]);
    expect(result.id).toMatch(/^<.+>$/);
  });

  it('still verifies the certificate against the host name, not the address', async () => {
    const relay = await startRelay();
    const resolver = scripted([v4('127.0.0.1')]);
    const failure = await send('relay.example.test', relay.port, resolver.resolve).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/relay\.example\.test/);
    expect((failure as ProviderError).message).toMatch(/altnames|certificate/i);
    expect(relay.received).toHaveLength(0);
  });

  it('in production refuses a host whose one lookup answers a private address, without connecting', async () => {
    const relay = await startRelay();
    const resolver = scripted([v4('127.0.0.1')], [v4('203.0.113.10')]);
    await expect(send('relay.example.test', relay.port, resolver.resolve, false)).rejects.toMatchObject({
      message: 'relay.example.test is a private address and cannot be called',
      details: { retryable: false },
    });
    expect(resolver.asked).toEqual(['relay.example.test']);
    expect(relay.received).toHaveLength(0);
  });

  it('in production refuses a private address written as the host', async () => {
    const relay = await startRelay();
    const resolver = scripted([v4('203.0.113.10')]);
    await expect(send('127.0.0.1', relay.port, resolver.resolve, false)).rejects.toThrow(/private address/);
    expect(resolver.asked).toEqual([]);
  });
});
