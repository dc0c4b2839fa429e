// The provider catalogue against docs/product.md §3: 21 email, 29 SMS, 9 chat, 7 push and one in-app provider
// (67), the same ids as the protocol's list, credential keys from SPEC's vocabulary, and the schemas of the
// providers added last.
import { describe, expect, it } from 'vitest';
import { PROVIDER_CREDENTIAL_KEYS, PROVIDER_IDS } from '@herald/protocol';
import { PROVIDERS } from '../../src/notify/providers/catalogue.js';

const idsBy = (channel: string) =>
  PROVIDERS.filter((provider) => provider.channel === channel).map((provider) => provider.id);

describe('provider catalogue (docs/product.md §3)', () => {
  it('has 21 email, 29 SMS, 9 chat, 7 push and 1 in-app provider, 67 in all', () => {
    const counts = Object.fromEntries(
      ['email', 'sms', 'chat', 'push', 'in_app'].map((channel) => [channel, idsBy(channel).length]),
    );
    expect(counts).toEqual({ email: 21, sms: 29, chat: 9, push: 7, in_app: 1 });
    expect(PROVIDERS).toHaveLength(67);
    expect(new Set(PROVIDERS.map((provider) => provider.id)).size).toBe(67);
  });

  it('agrees with the protocol’s provider ids, channel by channel', () => {
    for (const [channel, ids] of Object.entries(PROVIDER_IDS)) {
      expect(idsBy(channel), channel).toEqual(ids);
    }
  });

  it('includes the kinds SPEC names: custom SMTP, SES-style, webhook, generic SMS and Herald’s own', () => {
    expect(idsBy('email')).toEqual(
      expect.arrayContaining(['nodemailer', 'ses', 'email-webhook', 'herald-email']),
    );
    expect(idsBy('sms')).toEqual(expect.arrayContaining(['generic-sms', 'herald-sms']));
  });

  it('asks only for credential keys of SPEC’s vocabulary, each once per provider', () => {
    for (const provider of PROVIDERS) {
      const keys = provider.credentials.map((field) => field.key);
      expect(new Set(keys).size, provider.id).toBe(keys.length);
      for (const key of keys) expect(PROVIDER_CREDENTIAL_KEYS, provider.id).toContain(key);
    }
  });

  it('ends every email provider with a from address and a sender name, but Herald’s own and email-to-SMS', () => {
    for (const provider of PROVIDERS.filter((candidate) => candidate.channel === 'email')) {
      const tail = provider.credentials.slice(-2).map((field) => [field.key, field.required]);
      if (provider.id === 'herald-email' || provider.id === 'clickatell-email') {
        expect(
          tail.map(([key]) => key),
          provider.id,
        ).not.toContain('from');
      } else {
        expect(tail, provider.id).toEqual([
          ['from', true],
          ['senderName', true],
        ]);
      }
    }
  });

  it('gives the providers added last the credential schemas of docs/product.md §3 and the decision note', () => {
    const schema = (id: string) =>
      PROVIDERS.find((provider) => provider.id === id)!.credentials.map((field) => ({
        key: field.key,
        required: field.required,
        type: field.type,
      }));
    const sender = [
      { key: 'from', required: true, type: 'string' },
      { key: 'senderName', required: true, type: 'string' },
    ];
    expect(schema('herald-email')).toEqual([]);
    expect(schema('herald-sms')).toEqual([]);
    expect(schema('outlook365')).toEqual([{ key: 'password', required: true, type: 'secret' }, ...sender]);
    expect(schema('emailjs')).toEqual([
      { key: 'applicationId', required: true, type: 'string' },
      { key: 'clientId', required: true, type: 'string' },
      { key: 'user', required: true, type: 'string' },
      { key: 'secretKey', required: true, type: 'secret' },
      ...sender,
    ]);
    expect(schema('clickatell-email')).toEqual([{ key: 'apiKey', required: true, type: 'secret' }]);
  });
});
