// Provider contract tests: each adapter against a loopback server that checks the method, path, auth and body the
// vendor documents, and maps the vendor's reply to an id and date and its error body to a ProviderError.
import { createHash, createHmac, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer as createHttp2Server, type Http2Server } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProvider, PROVIDERS } from '../src/notify/providers/catalogue.js';
import { signAwsV4 } from '../src/notify/providers/signing.js';
import { checkOutboundUrl } from '../src/notify/providers/runtime.js';
import { ProviderError, type Credentials, type RequestFor } from '../src/notify/providers/types.js';
import { WebhookDeliveryError } from '../src/notify/providers/webhook.js';
import {
  loopbackRuntime,
  startLoopback,
  type Answer,
  type Loopback,
  type Recorded,
} from './providers/loopback.js';
import { email, sender } from './providers/requests.js';
import { startSmtpRecorder } from './smtp-recorder.js';

let loopback: Loopback;
beforeAll(async () => {
  loopback = await startLoopback();
});
afterAll(() => loopback.close());

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const sms: RequestFor['sms'] = {
  to: '+447700900123',
  content: 'Your essay was graded',
  id: 'herald-message-2',
};
const chat = (path: string): RequestFor['chat'] => ({
  webhookUrl: `https://hooks.vendor.test${path}`,
  content: 'Graded',
});
const push: RequestFor['push'] = {
  target: ['device-token-1'],
  title: 'Essay graded',
  content: 'Your essay was graded',
  payload: { essayId: 7 },
};

interface Contract {
  provider: string;
  credentials: Credentials;
  request: unknown;
  /** The vendor URL the adapter must call. */
  url: string;
  check(request: Recorded): void;
  reply: Answer;
  /** POST unless said. */
  method?: string;
  result: { id: string | null; date?: string };
  /** An error reply and the message the ProviderError must carry. */
  error?: { reply: Answer; message: RegExp; retryable?: boolean };
}

const CONTRACTS: Contract[] = [
  {
    provider: 'sendgrid',
    credentials: { apiKey: 'SG.key', ...sender },
    request: email,
    url: 'https://api.sendgrid.com/v3/mail/send',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer SG.key');
      expect(request.json).toMatchObject({
        personalizations: [{ to: [{ email: 'ana@herald.test' }] }],
        from: { email: 'registry@herald.test', name: 'Registry' },
        subject: 'Essay graded',
        content: [
          { type: 'text/plain', value: 'Your essay was graded' },
          { type: 'text/html', value: '<p>Your essay was graded</p>' },
        ],
      });
    },
    reply: { status: 202, headers: { 'x-message-id': 'sg-1' } },
    result: { id: 'sg-1' },
    error: {
      reply: { status: 401, body: { errors: [{ message: 'The provided authorization grant is invalid' }] } },
      message: /authorization grant/,
      retryable: false,
    },
  },
  {
    provider: 'mailgun',
    credentials: { apiKey: 'mg-key', user: 'api', domain: 'mg.herald.test', ...sender },
    request: email,
    url: 'https://api.mailgun.net/v3/mg.herald.test/messages',
    check(request) {
      expect(request.headers.authorization).toBe(basic('api', 'mg-key'));
      expect(request.headers['content-type']).toMatch(/x-www-form-urlencoded/);
      expect(Object.fromEntries(request.form)).toMatchObject({
        from: 'Registry <registry@herald.test>',
        to: 'ana@herald.test',
        subject: 'Essay graded',
        html: '<p>Your essay was graded</p>',
        text: 'Your essay was graded',
      });
    },
    reply: { body: { id: '<mg-1@mg.herald.test>', message: 'Queued. Thank you.' } },
    result: { id: '<mg-1@mg.herald.test>' },
    error: {
      reply: { status: 400, body: { message: "'to' parameter is not a valid address" } },
      message: /not a valid address/,
    },
  },
  {
    provider: 'postmark',
    credentials: { apiKey: 'pm-token', ...sender },
    request: email,
    url: 'https://api.postmarkapp.com/email',
    check(request) {
      expect(request.headers['x-postmark-server-token']).toBe('pm-token');
      expect(request.json).toMatchObject({
        From: 'Registry <registry@herald.test>',
        To: 'ana@herald.test',
        Subject: 'Essay graded',
        HtmlBody: '<p>Your essay was graded</p>',
        TextBody: 'Your essay was graded',
      });
    },
    reply: { body: { MessageID: 'pm-1', SubmittedAt: '2026-03-02T10:00:05.1234567Z', ErrorCode: 0 } },
    result: { id: 'pm-1', date: '2026-03-02T10:00:05.123Z' },
    error: {
      reply: { status: 422, body: { ErrorCode: 300, Message: 'Invalid email request' } },
      message: /Invalid email request/,
    },
  },
  {
    provider: 'ses',
    credentials: { apiKey: 'AKIDEXAMPLE', secretKey: 'secret', region: 'eu-west-1', ...sender },
    request: email,
    url: 'https://email.eu-west-1.amazonaws.com/v2/email/outbound-emails',
    check(request) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260302\/eu-west-1\/ses\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      expect(request.headers['x-amz-date']).toBe('20260302T100000Z');
      expect(request.json).toMatchObject({
        FromEmailAddress: 'Registry <registry@herald.test>',
        Destination: { ToAddresses: ['ana@herald.test'] },
        Content: {
          Simple: {
            Subject: { Data: 'Essay graded' },
            Body: { Html: { Data: '<p>Your essay was graded</p>' } },
          },
        },
      });
    },
    reply: { body: { MessageId: 'ses-1' } },
    result: { id: 'ses-1' },
    error: {
      reply: { status: 400, body: { message: 'Email address is not verified.' } },
      message: /not verified/,
    },
  },
  {
    provider: 'resend',
    credentials: { apiKey: 're_key', ...sender },
    request: email,
    url: 'https://api.resend.com/emails',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer re_key');
      expect(request.json).toMatchObject({
        from: 'Registry <registry@herald.test>',
        to: ['ana@herald.test'],
        subject: 'Essay graded',
      });
    },
    reply: { body: { id: 're-1' } },
    result: { id: 're-1' },
    error: { reply: { status: 422, body: { message: 'Invalid `from` field.' } }, message: /Invalid `from`/ },
  },
  {
    provider: 'sendinblue',
    credentials: { apiKey: 'xkeysib', ...sender },
    request: email,
    url: 'https://api.brevo.com/v3/smtp/email',
    check(request) {
      expect(request.headers['api-key']).toBe('xkeysib');
      expect(request.json).toMatchObject({
        sender: { email: 'registry@herald.test', name: 'Registry' },
        to: [{ email: 'ana@herald.test' }],
        htmlContent: '<p>Your essay was graded</p>',
      });
    },
    reply: { status: 201, body: { messageId: '<brevo-1@smtp-relay.mailin.fr>' } },
    result: { id: '<brevo-1@smtp-relay.mailin.fr>' },
    error: {
      reply: { status: 401, body: { code: 'unauthorized', message: 'Key not found' } },
      message: /Key not found/,
    },
  },
  {
    provider: 'sparkpost',
    credentials: { apiKey: 'sp-key', region: 'eu', ...sender },
    request: email,
    url: 'https://api.eu.sparkpost.com/api/v1/transmissions',
    check(request) {
      expect(request.headers.authorization).toBe('sp-key');
      expect(request.json).toMatchObject({
        recipients: [{ address: 'ana@herald.test' }],
        content: { from: { email: 'registry@herald.test', name: 'Registry' }, subject: 'Essay graded' },
      });
    },
    reply: { body: { results: { id: 'sp-1', total_accepted_recipients: 1 } } },
    result: { id: 'sp-1' },
    error: {
      reply: { status: 503, body: { errors: [{ message: 'Service unavailable' }] } },
      message: /Service unavailable/,
      retryable: true,
    },
  },
  {
    provider: 'email-webhook',
    credentials: { webhookUrl: 'https://hooks.vendor.test/email', secretKey: 'whsec-email', ...sender },
    request: { ...email, environmentId: 'environment-1' },
    url: 'https://hooks.vendor.test/email',
    check(request) {
      expect(request.headers['x-herald-signature']).toBe(
        createHmac('sha256', 'whsec-email').update(request.text).digest('hex'),
      );
      const [version, signature] = String(request.headers['webhook-signature']).split(',');
      expect(version).toBe('v1');
      expect(signature).toBe(
        createHmac('sha256', 'whsec-email')
          .update(
            `${String(request.headers['webhook-id'])}.${String(request.headers['webhook-timestamp'])}.${request.text}`,
          )
          .digest('base64'),
      );
      expect(request.json).toMatchObject({
        to: ['ana@herald.test'],
        subject: 'Essay graded',
        from: 'registry@herald.test',
      });
      // Herald's own environment id stays inside Herald.
      expect(request.json).not.toHaveProperty('environmentId');
    },
    // The webhook's own id and error text stay with the server: the message keeps Herald's id.
    reply: { body: { id: 'hook-1' } },
    result: { id: email.id },
    error: {
      reply: { status: 410, body: { error: 'gone for good' } },
      message: /^Email webhook answered 410$/,
    },
  },
  {
    provider: 'twilio',
    credentials: { accountSid: 'AC123', token: 'tw-token', from: '+15005550006' },
    request: sms,
    url: 'https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json',
    check(request) {
      expect(request.headers.authorization).toBe(basic('AC123', 'tw-token'));
      expect(Object.fromEntries(request.form)).toEqual({
        To: '+447700900123',
        From: '+15005550006',
        Body: 'Your essay was graded',
      });
    },
    reply: { status: 201, body: { sid: 'SM1', date_created: 'Mon, 02 Mar 2026 10:00:00 +0000' } },
    result: { id: 'SM1', date: '2026-03-02T10:00:00.000Z' },
    error: {
      reply: { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } },
      message: /not a valid phone number\. \(21211\)/,
    },
  },
  {
    provider: 'nexmo',
    credentials: { apiKey: 'vk', secretKey: 'vs', from: 'Herald' },
    request: { ...sms, from: 'Faculty' },
    url: 'https://rest.nexmo.com/sms/json',
    check(request) {
      expect(Object.fromEntries(request.form)).toEqual({
        api_key: 'vk',
        api_secret: 'vs',
        to: '+447700900123',
        from: 'Faculty',
        text: 'Your essay was graded',
      });
    },
    reply: { body: { 'message-count': '1', messages: [{ status: '0', 'message-id': 'vonage-1' }] } },
    result: { id: 'vonage-1' },
    error: {
      reply: { body: { messages: [{ status: '4', 'error-text': 'Bad Credentials' }] } },
      message: /Bad Credentials/,
    },
  },
  {
    provider: 'plivo',
    credentials: { accountSid: 'MA1', token: 'pl-token', from: '+15550001' },
    request: sms,
    url: 'https://api.plivo.com/v1/Account/MA1/Message/',
    check(request) {
      expect(request.headers.authorization).toBe(basic('MA1', 'pl-token'));
      expect(request.json).toEqual({ src: '+15550001', dst: '+447700900123', text: 'Your essay was graded' });
    },
    reply: { status: 202, body: { message: 'message(s) queued', message_uuid: ['plivo-1'] } },
    result: { id: 'plivo-1' },
    error: {
      reply: { status: 401, body: { error: 'authentication failed' } },
      message: /authentication failed/,
    },
  },
  {
    provider: 'sns',
    credentials: { apiKey: 'AKID', secretKey: 'secret', region: 'us-east-1' },
    request: sms,
    url: 'https://sns.us-east-1.amazonaws.com/',
    check(request) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKID\/20260302\/us-east-1\/sns\/aws4_request, /,
      );
      expect(Object.fromEntries(request.form)).toEqual({
        Action: 'Publish',
        Version: '2010-03-31',
        PhoneNumber: '+447700900123',
        Message: 'Your essay was graded',
      });
    },
    reply: {
      body: '<PublishResponse><PublishResult><MessageId>sns-1</MessageId></PublishResult></PublishResponse>',
    },
    result: { id: 'sns-1' },
    error: {
      reply: {
        status: 403,
        body: '<ErrorResponse><Error><Message>SignatureDoesNotMatch</Message></Error></ErrorResponse>',
      },
      message: /SignatureDoesNotMatch/,
    },
  },
  {
    provider: 'generic-sms',
    credentials: {
      baseUrl: 'https://sms.vendor.test/send',
      apiKeyRequestHeader: 'X-API-KEY',
      apiKey: 'gk',
      secretKeyRequestHeader: 'X-SECRET',
      secretKey: 'gs',
      idPath: 'result.ref',
      datePath: 'result.at',
      from: 'Herald',
    },
    request: sms,
    url: 'https://sms.vendor.test/send',
    check(request) {
      expect(request.headers['x-api-key']).toBe('gk');
      expect(request.headers['x-secret']).toBe('gs');
      expect(request.json).toEqual({ ...sms, customData: undefined, sender: 'Herald' });
    },
    reply: { body: { result: { ref: 'gen-1', at: '2026-03-02T10:00:09.000Z' } } },
    result: { id: 'gen-1', date: '2026-03-02T10:00:09.000Z' },
    error: {
      reply: { status: 500, body: { message: 'gateway down' } },
      message: /gateway down/,
      retryable: true,
    },
  },
  {
    provider: 'slack',
    credentials: { applicationId: 'A1', clientId: 'C1', secretKey: 'S1' },
    request: chat('/slack'),
    url: 'https://hooks.vendor.test/slack',
    check(request) {
      expect(request.json).toEqual({ text: 'Graded' });
    },
    reply: { body: 'ok', headers: { 'x-slack-req-id': 'slack-1' } },
    result: { id: 'slack-1' },
    error: { reply: { status: 404, body: 'no_service' }, message: /no_service/ },
  },
  {
    provider: 'discord',
    credentials: {},
    request: chat('/discord'),
    url: 'https://hooks.vendor.test/discord?wait=true',
    check(request) {
      expect(request.query.get('wait')).toBe('true');
      expect(request.json).toEqual({ content: 'Graded' });
    },
    reply: { body: { id: 'discord-1', timestamp: '2026-03-02T10:00:01.000000+00:00' } },
    result: { id: 'discord-1', date: '2026-03-02T10:00:01.000Z' },
    error: {
      reply: { status: 429, body: { message: 'You are being rate limited.' } },
      message: /rate limited/,
      retryable: true,
    },
  },
  {
    provider: 'msteams',
    credentials: {},
    request: { ...chat('/teams'), content: '{"type":"message","attachments":[]}' },
    url: 'https://hooks.vendor.test/teams',
    check(request) {
      expect(request.json).toEqual({ type: 'message', attachments: [] });
    },
    reply: { body: '1', headers: { 'request-id': 'teams-1' } },
    result: { id: 'teams-1' },
  },
  {
    provider: 'mattermost',
    credentials: {},
    request: { ...chat('/mattermost'), channel: 'town-square' },
    url: 'https://hooks.vendor.test/mattermost',
    check(request) {
      expect(request.json).toEqual({ text: 'Graded', channel: 'town-square' });
    },
    reply: { body: 'ok', headers: { 'x-request-id': 'mm-1', date: 'Mon, 02 Mar 2026 10:00:03 GMT' } },
    result: { id: 'mm-1', date: '2026-03-02T10:00:03.000Z' },
  },
  {
    provider: 'rocket-chat',
    credentials: { token: 'rc-token', user: 'rc-user' },
    request: { ...chat('/rocket'), channel: 'GENERAL' },
    url: 'https://hooks.vendor.test/rocket/api/v1/chat.sendMessage',
    check(request) {
      expect(request.headers['x-auth-token']).toBe('rc-token');
      expect(request.headers['x-user-id']).toBe('rc-user');
      expect(request.json).toEqual({ message: { rid: 'GENERAL', msg: 'Graded' } });
    },
    reply: { body: { success: true, message: { _id: 'rc-1', ts: '2026-03-02T10:00:02.000Z' } } },
    result: { id: 'rc-1', date: '2026-03-02T10:00:02.000Z' },
    error: {
      reply: { status: 401, body: { success: false, error: 'You must be logged in to do this.' } },
      message: /logged in/,
    },
  },
  {
    provider: 'expo',
    credentials: { apiKey: 'expo-token' },
    request: push,
    url: 'https://exp.host/--/api/v2/push/send',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer expo-token');
      expect(request.json).toEqual([
        { to: 'device-token-1', title: 'Essay graded', body: 'Your essay was graded', data: { essayId: 7 } },
      ]);
    },
    reply: { body: { data: [{ status: 'ok', id: 'ticket-1' }] } },
    result: { id: 'ticket-1' },
    error: {
      reply: {
        body: {
          data: [
            {
              status: 'error',
              message: 'not a registered push token',
              details: { error: 'DeviceNotRegistered' },
            },
          ],
        },
      },
      message: /not a registered push token/,
    },
  },
  {
    provider: 'one-signal',
    credentials: { applicationId: 'app-1', apiKey: 'os-key' },
    request: push,
    url: 'https://onesignal.com/api/v1/notifications',
    check(request) {
      expect(request.headers.authorization).toBe('Basic os-key');
      expect(request.json).toMatchObject({
        app_id: 'app-1',
        include_player_ids: ['device-token-1'],
        headings: { en: 'Essay graded' },
        contents: { en: 'Your essay was graded' },
        data: { essayId: 7 },
      });
    },
    reply: { body: { id: 'os-1', recipients: 1 } },
    result: { id: 'os-1' },
    error: { reply: { status: 400, body: { errors: ['app_id not found'] } }, message: /app_id not found/ },
  },
  {
    provider: 'push-webhook',
    credentials: { webhookUrl: 'https://hooks.vendor.test/push', secretKey: 'whsec-push' },
    request: push,
    url: 'https://hooks.vendor.test/push',
    check(request) {
      expect(request.headers['x-herald-signature']).toBe(
        createHmac('sha256', 'whsec-push').update(request.text).digest('hex'),
      );
      expect(request.json).toMatchObject({
        target: ['device-token-1'],
        title: 'Essay graded',
        payload: { essayId: 7 },
      });
    },
    reply: { body: { data: { id: 'push-1' } } },
    result: { id: null },
  },
  {
    provider: 'mailjet',
    credentials: { apiKey: 'mj-key', secretKey: 'mj-secret', ...sender },
    request: email,
    url: 'https://api.mailjet.com/v3.1/send',
    check(request) {
      expect(request.headers.authorization).toBe(basic('mj-key', 'mj-secret'));
      expect(request.json).toMatchObject({
        Messages: [
          {
            From: { Email: 'registry@herald.test', Name: 'Registry' },
            To: [{ Email: 'ana@herald.test' }],
            Subject: 'Essay graded',
            TextPart: 'Your essay was graded',
            HTMLPart: '<p>Your essay was graded</p>',
          },
        ],
      });
    },
    reply: {
      body: { Messages: [{ Status: 'success', To: [{ Email: 'ana@herald.test', MessageUUID: 'mj-1' }] }] },
    },
    result: { id: 'mj-1' },
    error: {
      reply: { status: 401, body: { ErrorMessage: 'API key authentication/authorization failure' } },
      message: /authentication/,
    },
  },
  {
    provider: 'mandrill',
    credentials: { apiKey: 'md-key', ...sender },
    request: email,
    url: 'https://mandrillapp.com/api/1.0/messages/send',
    check(request) {
      expect(request.json).toMatchObject({
        key: 'md-key',
        message: {
          from_email: 'registry@herald.test',
          from_name: 'Registry',
          to: [{ email: 'ana@herald.test', type: 'to' }],
        },
      });
    },
    reply: { body: [{ email: 'ana@herald.test', status: 'sent', _id: 'md-1' }] },
    result: { id: 'md-1' },
    error: {
      reply: { body: [{ status: 'rejected', reject_reason: 'hard-bounce' }] },
      message: /hard-bounce/,
    },
  },
  {
    provider: 'mailersend',
    credentials: { apiKey: 'ms-key', ...sender },
    request: email,
    url: 'https://api.mailersend.com/v1/email',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer ms-key');
      expect(request.json).toMatchObject({
        from: { email: 'registry@herald.test', name: 'Registry' },
        to: [{ email: 'ana@herald.test' }],
      });
    },
    reply: { status: 202, headers: { 'x-message-id': 'ms-1' } },
    result: { id: 'ms-1' },
    error: {
      reply: { status: 422, body: { message: 'The from.email must be verified.' } },
      message: /must be verified/,
    },
  },
  {
    provider: 'mailtrap',
    credentials: { apiKey: 'mt-key', ...sender },
    request: email,
    url: 'https://send.api.mailtrap.io/api/send',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer mt-key');
      expect(request.json).toMatchObject({
        from: { email: 'registry@herald.test' },
        to: [{ email: 'ana@herald.test' }],
      });
    },
    reply: { body: { success: true, message_ids: ['mt-1'] } },
    result: { id: 'mt-1' },
    error: {
      reply: { status: 401, body: { success: false, errors: ['Unauthorized'] } },
      message: /Unauthorized/,
    },
  },
  {
    provider: 'netcore',
    credentials: { apiKey: 'nc-key', ...sender },
    request: email,
    url: 'https://emailapi.netcorecloud.net/v5.1/mail/send',
    check(request) {
      expect(request.headers.api_key).toBe('nc-key');
      expect(request.json).toMatchObject({
        content: [{ type: 'html', value: '<p>Your essay was graded</p>' }],
        personalizations: [{ to: [{ email: 'ana@herald.test' }] }],
      });
    },
    reply: { body: { data: { message_id: 'nc-1' }, status: 'success' } },
    result: { id: 'nc-1' },
  },
  {
    provider: 'telnyx',
    credentials: { apiKey: 'tx-key', messageProfileId: 'mp-1', from: '+15550002' },
    request: sms,
    url: 'https://api.telnyx.com/v2/messages',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer tx-key');
      expect(request.json).toEqual({
        from: '+15550002',
        to: '+447700900123',
        text: 'Your essay was graded',
        messaging_profile_id: 'mp-1',
      });
    },
    reply: { body: { data: { id: 'tx-1', received_at: '2026-03-02T10:00:04.000Z' } } },
    result: { id: 'tx-1', date: '2026-03-02T10:00:04.000Z' },
    error: {
      reply: { status: 422, body: { errors: [{ detail: 'Invalid destination number' }] } },
      message: /Invalid destination/,
    },
  },
  {
    provider: 'messagebird',
    credentials: { accessKey: 'mb-key', from: 'Herald' },
    request: sms,
    url: 'https://rest.messagebird.com/messages',
    check(request) {
      expect(request.headers.authorization).toBe('AccessKey mb-key');
      expect(request.json).toEqual({
        originator: 'Herald',
        recipients: ['+447700900123'],
        body: 'Your essay was graded',
      });
    },
    reply: { status: 201, body: { id: 'mb-1', createdDatetime: '2026-03-02T10:00:06+00:00' } },
    result: { id: 'mb-1', date: '2026-03-02T10:00:06.000Z' },
    error: {
      reply: {
        status: 401,
        body: { errors: [{ code: 2, description: 'Request not allowed (incorrect access_key)' }] },
      },
      message: /incorrect access_key/,
    },
  },
  {
    provider: 'infobip-sms',
    credentials: { apiKey: 'ib-key', baseUrl: 'xyz.api.infobip.com', from: 'Herald' },
    request: sms,
    url: 'https://xyz.api.infobip.com/sms/2/text/advanced',
    check(request) {
      expect(request.headers.authorization).toBe('App ib-key');
      expect(request.json).toEqual({
        messages: [
          { from: 'Herald', destinations: [{ to: '+447700900123' }], text: 'Your essay was graded' },
        ],
      });
    },
    reply: { body: { messages: [{ messageId: 'ib-1', status: { groupName: 'PENDING' } }] } },
    result: { id: 'ib-1' },
    error: {
      reply: {
        status: 401,
        body: {
          requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } },
        },
      },
      message: /Invalid login details/,
    },
  },
  {
    provider: 'isend-sms',
    credentials: { apiToken: 'is-token', from: 'Herald', contentType: 'plain' },
    request: sms,
    url: 'https://send.com.ly/api/v3/sms/send',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer is-token');
      expect(request.json).toEqual({
        sender_id: 'Herald',
        recipient: '447700900123',
        type: 'plain',
        message: 'Your essay was graded',
      });
    },
    reply: { body: { status: 'success', data: { uid: 'is-1' } } },
    result: { id: 'is-1' },
    error: {
      reply: { body: { status: 'error', message: 'Insufficient balance' } },
      message: /Insufficient balance/,
    },
  },
  {
    provider: 'forty-six-elks',
    credentials: { user: 'u46', password: 'p46', from: 'Herald' },
    request: sms,
    url: 'https://api.46elks.com/a1/sms',
    check(request) {
      expect(request.headers.authorization).toBe(basic('u46', 'p46'));
      expect(Object.fromEntries(request.form)).toEqual({
        from: 'Herald',
        to: '+447700900123',
        message: 'Your essay was graded',
      });
    },
    reply: { body: { id: 'elk-1', created: '2026-03-02T10:00:07.000000' } },
    result: { id: 'elk-1', date: '2026-03-02T10:00:07.000Z' },
    error: { reply: { status: 403, body: 'Not enough credits' }, message: /Not enough credits/ },
  },
  {
    provider: 'clicksend',
    credentials: { user: 'cs-user', apiKey: 'cs-key', from: 'Herald' },
    request: sms,
    url: 'https://rest.clicksend.com/v3/sms/send',
    check(request) {
      expect(request.headers.authorization).toBe(basic('cs-user', 'cs-key'));
      expect(request.json).toEqual({
        messages: [{ to: '+447700900123', body: 'Your essay was graded', from: 'Herald' }],
      });
    },
    reply: { body: { data: { messages: [{ message_id: 'cs-1', date: 1772445608 }] } } },
    result: { id: 'cs-1', date: '2026-03-02T10:00:08.000Z' },
    error: {
      reply: { status: 401, body: { response_msg: 'Invalid credentials' } },
      message: /Invalid credentials/,
    },
  },
  {
    provider: 'termii',
    credentials: { apiKey: 'tm-key', from: 'Herald' },
    request: sms,
    url: 'https://api.ng.termii.com/api/sms/send',
    check(request) {
      expect(request.json).toEqual({
        to: '+447700900123',
        from: 'Herald',
        sms: 'Your essay was graded',
        type: 'plain',
        channel: 'generic',
        api_key: 'tm-key',
      });
    },
    reply: { body: { message_id: 'tm-1', message: 'Successfully Sent' } },
    result: { id: 'tm-1' },
    error: { reply: { status: 400, body: { message: 'ApiKey Not Found' } }, message: /ApiKey Not Found/ },
  },
  {
    provider: 'brevo-sms',
    credentials: { apiKey: 'bv-key', from: 'Herald' },
    request: sms,
    url: 'https://api.brevo.com/v3/transactionalSMS/sms',
    check(request) {
      expect(request.headers['api-key']).toBe('bv-key');
      expect(request.json).toEqual({
        sender: 'Herald',
        recipient: '+447700900123',
        content: 'Your essay was graded',
      });
    },
    reply: { status: 201, body: { messageId: 1511882900176220 } },
    result: { id: '1511882900176220' },
    error: { reply: { status: 402, body: { message: 'Not enough credits' } }, message: /Not enough credits/ },
  },
  {
    provider: 'sendchamp',
    credentials: { apiKey: 'sc-key', from: 'Herald' },
    request: sms,
    url: 'https://api.sendchamp.com/v1/sms/send',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer sc-key');
      expect(request.json).toEqual({
        sender_name: 'Herald',
        to: '+447700900123',
        message: 'Your essay was graded',
        route: 'international',
      });
    },
    reply: { body: { data: { business_id: 'sc-1', created_at: '2026-03-02T10:00:10.000Z' } } },
    result: { id: 'sc-1', date: '2026-03-02T10:00:10.000Z' },
  },
  {
    provider: 'firetext',
    credentials: { apiKey: 'ft-key', from: 'Herald' },
    request: sms,
    url: 'https://www.firetext.co.uk/api/sendsms?apiKey=ft-key&to=%2B447700900123&from=Herald&message=Your+essay+was+graded',
    method: 'GET',
    check(request) {
      expect(Object.fromEntries(request.query)).toEqual({
        apiKey: 'ft-key',
        to: '+447700900123',
        from: 'Herald',
        message: 'Your essay was graded',
      });
    },
    reply: {
      body: '0:1 SMS successfully queued',
      headers: { 'x-message': 'ft-1', date: 'Mon, 02 Mar 2026 10:00:11 GMT' },
    },
    result: { id: 'ft-1', date: '2026-03-02T10:00:11.000Z' },
    error: { reply: { body: '1:0 Authentication error' }, message: /Authentication error/ },
  },
  {
    provider: 'kannel',
    credentials: { host: 'kannel.vendor.test', port: 13013, user: 'k', password: 'kp', from: 'Herald' },
    request: sms,
    url: 'http://kannel.vendor.test:13013/cgi-bin/sendsms?username=k&password=kp&from=Herald&to=%2B447700900123&text=Your+essay+was+graded',
    method: 'GET',
    check(request) {
      expect(request.query.get('text')).toBe('Your essay was graded');
    },
    reply: { status: 202, body: '0: Accepted for delivery' },
    result: { id: 'herald-message-2' },
    error: {
      reply: { status: 403, body: 'Authorization failed for sendsms' },
      message: /Authorization failed/,
    },
  },
  {
    provider: 'zulip',
    credentials: {},
    request: chat('/zulip'),
    url: 'https://hooks.vendor.test/zulip',
    check(request) {
      expect(request.json).toEqual({ text: 'Graded' });
    },
    reply: { body: { result: 'success', msg: '', id: 42 } },
    result: { id: '42' },
    error: {
      reply: { status: 400, body: { result: 'error', msg: 'Invalid API key' } },
      message: /Invalid API key/,
    },
  },
  {
    provider: 'ryver',
    credentials: {},
    request: chat('/ryver'),
    url: 'https://hooks.vendor.test/ryver',
    check(request) {
      expect(request.json).toEqual({ content: 'Graded' });
    },
    reply: { body: { success: true, d: { id: 'ry-1' } } },
    result: { id: 'ry-1' },
  },
  {
    provider: 'grafana-on-call',
    credentials: { alertUid: 'alert-1', title: 'Herald', state: 'ok', externalLink: 'https://herald.test' },
    request: chat('/grafana'),
    url: 'https://hooks.vendor.test/grafana',
    check(request) {
      expect(request.json).toEqual({
        alert_uid: 'alert-1',
        title: 'Herald',
        image_url: '',
        state: 'ok',
        link_to_upstream_details: 'https://herald.test',
        message: 'Graded',
      });
    },
    reply: { body: 'ok' },
    result: { id: 'alert-1' },
  },
  {
    provider: 'getstream',
    credentials: { apiKey: 'gs-key' },
    request: chat('/stream'),
    url: 'https://hooks.vendor.test/stream',
    check(request) {
      expect(request.headers['x-api-key']).toBe('gs-key');
      expect(request.json).toEqual({ text: 'Graded' });
    },
    reply: { body: {}, headers: { 'x-webhook-id': 'gs-1' } },
    result: { id: 'gs-1' },
  },
  {
    provider: 'pusher-beams',
    credentials: { instanceId: 'inst-1', secretKey: 'pb-secret' },
    request: push,
    url: 'https://inst-1.pushnotifications.pusher.com/publish_api/v1/instances/inst-1/publishes/users',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer pb-secret');
      expect(request.json).toMatchObject({
        users: ['device-token-1'],
        apns: { aps: { alert: { title: 'Essay graded', body: 'Your essay was graded' } } },
        fcm: { notification: { title: 'Essay graded', body: 'Your essay was graded' } },
      });
    },
    reply: { body: { publishId: 'pub-1' } },
    result: { id: 'pub-1' },
    error: {
      reply: { status: 401, body: { error: 'Unauthorized', description: 'Incorrect API Key' } },
      message: /Incorrect API Key/,
    },
  },
  {
    provider: 'pushpad',
    credentials: { apiKey: 'pp-token', applicationId: '123' },
    request: push,
    url: 'https://pushpad.xyz/api/v1/projects/123/notifications',
    check(request) {
      expect(request.headers.authorization).toBe('Token token="pp-token"');
      expect(request.json).toEqual({
        notification: { title: 'Essay graded', body: 'Your essay was graded' },
        uids: ['device-token-1'],
      });
    },
    reply: { status: 201, body: { id: 9876, scheduled: 1 } },
    result: { id: '9876' },
    error: { reply: { status: 403, body: { error: 'Forbidden' } }, message: /Forbidden/ },
  },

  {
    provider: 'sms77',
    credentials: { apiKey: 's7-key', from: 'Herald' },
    request: sms,
    url: 'https://gateway.sms77.io/api/sms',
    check(request) {
      expect(request.headers['x-api-key']).toBe('s7-key');
      expect(request.json).toEqual({
        to: '+447700900123',
        text: 'Your essay was graded',
        from: 'Herald',
        json: 1,
      });
    },
    reply: { body: { success: '100', messages: [{ id: 's7-1' }] } },
    result: { id: 's7-1' },
    error: { reply: { body: { success: '900' } }, message: /code 900/ },
  },
  {
    provider: 'gupshup',
    credentials: { user: '2000', password: 'gp' },
    request: sms,
    url: 'https://enterprise.smsgupshup.com/GatewayAPI/rest',
    check(request) {
      expect(Object.fromEntries(request.form)).toEqual({
        send_to: '+447700900123',
        msg: 'Your essay was graded',
        msg_type: 'text',
        auth_scheme: 'plain',
        method: 'sendMessage',
        format: 'text',
        v: '1.1',
        userid: '2000',
        password: 'gp',
      });
    },
    reply: { body: 'success | 447700900123 | 3412-gup' },
    result: { id: '3412-gup' },
    error: { reply: { body: 'error | 105 | Authentication failed' }, message: /Authentication failed/ },
  },
  {
    provider: 'burst-sms',
    credentials: { apiKey: 'bk', secretKey: 'bs' },
    request: { ...sms, from: 'Herald' },
    url: 'https://api.transmitsms.com/send-sms.json',
    check(request) {
      expect(request.headers.authorization).toBe(basic('bk', 'bs'));
      expect(Object.fromEntries(request.form)).toEqual({
        message: 'Your essay was graded',
        to: '+447700900123',
        from: 'Herald',
      });
    },
    reply: { body: { message_id: 555, send_at: '2026-03-02 10:00:12', error: { code: 'SUCCESS' } } },
    result: { id: '555', date: new Date('2026-03-02 10:00:12').toISOString() },
    error: {
      reply: {
        status: 400,
        body: { error: { code: 'FIELD_INVALID', description: 'to is not a valid number' } },
      },
      message: /not a valid number/,
    },
  },
  {
    provider: 'bulk-sms',
    credentials: { apiToken: 'tid:tsecret' },
    request: { ...sms, from: 'Herald' },
    url: 'https://api.bulksms.com/v1/messages',
    check(request) {
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from('tid:tsecret').toString('base64')}`);
      expect(request.json).toEqual({ to: '+447700900123', body: 'Your essay was graded', from: 'Herald' });
    },
    reply: { status: 201, body: [{ id: 'bulk-1', type: 'SENT' }] },
    result: { id: 'bulk-1' },
    error: {
      reply: { status: 403, body: { detail: 'Insufficient credits' } },
      message: /Insufficient credits/,
    },
  },
  {
    provider: 'clickatell',
    credentials: { apiKey: 'ca-key' },
    request: sms,
    url: 'https://platform.clickatell.com/messages',
    check(request) {
      expect(request.headers.authorization).toBe('ca-key');
      expect(request.json).toEqual({ to: ['+447700900123'], content: 'Your essay was graded' });
    },
    reply: {
      status: 202,
      body: { messages: [{ apiMessageId: 'ca-1', accepted: true, to: '447700900123' }] },
    },
    result: { id: 'ca-1' },
    error: {
      reply: {
        status: 202,
        body: { messages: [{ accepted: false, errorDescription: 'Invalid destination' }] },
      },
      message: /Invalid destination/,
    },
  },
  {
    provider: 'maqsam',
    credentials: { apiKey: 'mq', secretKey: 'ms', from: 'Herald' },
    request: sms,
    url: 'https://api.maqsam.com/v2/sms',
    check(request) {
      expect(request.headers.authorization).toBe(basic('mq', 'ms'));
      expect(request.json).toEqual({
        to: '+447700900123',
        message: 'Your essay was graded',
        sender: 'Herald',
      });
    },
    reply: { body: { result: 'success', message: { identifier: 'mq-1', timestamp: 1772445613 } } },
    result: { id: 'mq-1', date: '2026-03-02T10:00:13.000Z' },
  },
  {
    provider: 'africas-talking',
    credentials: { apiKey: 'at-key', user: 'sandbox', from: 'Herald' },
    request: sms,
    url: 'https://api.africastalking.com/version1/messaging',
    check(request) {
      expect(request.headers.apikey).toBe('at-key');
      expect(Object.fromEntries(request.form)).toEqual({
        username: 'sandbox',
        to: '+447700900123',
        message: 'Your essay was graded',
        from: 'Herald',
      });
    },
    reply: {
      status: 201,
      body: { SMSMessageData: { Recipients: [{ messageId: 'ATXid_1', status: 'Success' }] } },
    },
    result: { id: 'ATXid_1' },
    error: {
      reply: { status: 401, body: 'The supplied authentication is invalid' },
      message: /authentication is invalid/,
    },
  },
  {
    provider: 'simpletexting',
    credentials: { apiKey: 'st-key', from: '5550003' },
    request: sms,
    url: 'https://api-app2.simpletexting.com/v2/api/messages',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer st-key');
      expect(request.json).toEqual({
        contactPhone: '+447700900123',
        accountPhone: '5550003',
        mode: 'SINGLE_SMS_STRICTLY',
        text: 'Your essay was graded',
      });
    },
    reply: { status: 201, body: { id: 'st-1' } },
    result: { id: 'st-1' },
  },
  {
    provider: 'bandwidth',
    credentials: { user: 'bw-user', password: 'bw-pass', accountSid: '9900000', from: '+15550004' },
    request: sms,
    url: 'https://messaging.bandwidth.com/api/v2/users/9900000/messages',
    check(request) {
      expect(request.headers.authorization).toBe(basic('bw-user', 'bw-pass'));
      expect(request.json).toEqual({
        applicationId: '9900000',
        to: ['+447700900123'],
        from: '+15550004',
        text: 'Your essay was graded',
      });
    },
    reply: { status: 202, body: { id: 'bw-1', time: '2026-03-02T10:00:14.000Z' } },
    result: { id: 'bw-1', date: '2026-03-02T10:00:14.000Z' },
    error: {
      reply: {
        status: 400,
        body: { type: 'request-validation', description: 'Your request could not be accepted' },
      },
      message: /could not be accepted/,
    },
  },
  {
    provider: 'plunk',
    credentials: { apiKey: 'sk_plunk', ...sender },
    request: email,
    url: 'https://api.useplunk.com/v1/send',
    check(request) {
      expect(request.headers.authorization).toBe('Bearer sk_plunk');
      expect(request.json).toEqual({
        to: 'ana@herald.test',
        subject: 'Essay graded',
        body: '<p>Your essay was graded</p>',
        from: 'registry@herald.test',
        name: 'Registry',
      });
    },
    reply: {
      body: {
        success: true,
        emails: [{ contact: { id: 'pl-1', email: 'ana@herald.test' } }],
        timestamp: '2026-03-02T10:00:15.000Z',
      },
    },
    result: { id: 'pl-1', date: '2026-03-02T10:00:15.000Z' },
    error: {
      reply: { status: 401, body: { message: 'Incorrect Bearer token' } },
      message: /Incorrect Bearer token/,
    },
  },
  {
    provider: 'sms-central',
    credentials: { user: 'sc-user', password: 'sc-pass', from: 'Herald' },
    request: sms,
    url: 'https://my.smscentral.com.au/api/v3.2',
    check(request) {
      expect(request.json).toEqual({
        ACTION: 'send',
        ORIGINATOR: 'Herald',
        USERNAME: 'sc-user',
        PASSWORD: 'sc-pass',
        RECIPIENT: '+447700900123',
        MESSAGE_TEXT: 'Your essay was graded',
      });
    },
    reply: { body: '0' },
    result: { id: 'herald-message-2' },
    error: { reply: { status: 401, body: 'Invalid login' }, message: /Invalid login/ },
  },
  {
    provider: 'azure-sms',
    credentials: {
      accessKey: `endpoint=https://herald.communication.azure.com/;accesskey=${Buffer.from('azure-secret').toString('base64')}`,
      from: '+18005550005',
    },
    request: sms,
    url: 'https://herald.communication.azure.com/sms?api-version=2021-03-07',
    check(request) {
      const hash = createHash('sha256').update(request.text).digest('base64');
      expect(request.headers['x-ms-content-sha256']).toBe(hash);
      expect(request.headers['x-ms-date']).toBe('Mon, 02 Mar 2026 10:00:00 GMT');
      const toSign = `POST\n/sms?api-version=2021-03-07\nMon, 02 Mar 2026 10:00:00 GMT;herald.communication.azure.com;${hash}`;
      const signature = createHmac('sha256', 'azure-secret').update(toSign).digest('base64');
      expect(request.headers.authorization).toBe(
        `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
      );
      expect(request.json).toEqual({
        from: '+18005550005',
        smsRecipients: [{ to: '+447700900123' }],
        message: 'Your essay was graded',
      });
    },
    reply: {
      status: 202,
      body: { value: [{ to: '+447700900123', messageId: 'az-1', httpStatusCode: 202, successful: true }] },
    },
    result: { id: 'az-1' },
    error: {
      reply: {
        status: 202,
        body: { value: [{ successful: false, errorMessage: 'Invalid To phone number format.' }] },
      },
      message: /Invalid To phone number/,
    },
  },
  {
    provider: 'emailjs',
    credentials: {
      applicationId: 'service_registry',
      clientId: 'template_notice',
      user: 'public-key',
      secretKey: 'private-key',
      ...sender,
    },
    request: { ...email, to: ['ana@herald.test', 'dean@herald.test'] },
    url: 'https://api.emailjs.com/api/v1.0/email/send',
    check(request) {
      expect(request.headers['content-type']).toMatch(/application\/json/);
      expect(request.json).toEqual({
        service_id: 'service_registry',
        template_id: 'template_notice',
        user_id: 'public-key',
        accessToken: 'private-key',
        template_params: {
          to_email: 'ana@herald.test, dean@herald.test',
          subject: 'Essay graded',
          message_html: '<p>Your essay was graded</p>',
          message: 'Your essay was graded',
          from_email: 'registry@herald.test',
          from_name: 'Registry',
        },
      });
    },
    reply: { body: 'OK' },
    result: { id: null },
    error: {
      reply: { status: 403, body: 'API calls are disabled for non-browser applications' },
      message: /EmailJS answered 403: API calls are disabled for non-browser applications/,
      retryable: false,
    },
  },
  {
    provider: 'clickatell-email',
    credentials: { apiKey: 'ca-key' },
    request: { ...email, to: ['447700900123@sms.herald.test'] },
    url: 'https://platform.clickatell.com/messages',
    check(request) {
      expect(request.headers.authorization).toBe('ca-key');
      expect(request.json).toEqual({
        to: ['+447700900123'],
        content: 'Essay graded\nYour essay was graded',
      });
    },
    reply: {
      status: 202,
      body: { messages: [{ apiMessageId: 'cae-1', accepted: true, to: '447700900123' }] },
    },
    result: { id: 'cae-1' },
    error: {
      reply: { status: 401, body: { error: 'Invalid or missing integration API Key' } },
      message: /Clickatell answered 401: Invalid or missing integration API Key/,
      retryable: false,
    },
  },
];

describe('provider contracts', () => {
  it.each(CONTRACTS.map((contract) => [contract.provider, contract] as const))(
    '%s',
    async (_id, contract) => {
      const provider = findProvider(contract.provider)!;
      const { runtime, called } = loopbackRuntime(loopback);
      loopback.answer(contract.reply);
      const before = loopback.requests.length;
      const result = await provider.send(contract.credentials, contract.request as never, runtime);
      expect(called.at(-1)).toBe(contract.url);
      expect(loopback.requests.length - before).toBe(1);
      const request = loopback.requests.at(-1)!;
      expect(request.method).toBe(contract.method ?? 'POST');
      contract.check(request);
      expect(result.id).toBe(contract.result.id);
      expect(result.date).toBe(contract.result.date ?? '2026-03-02T10:00:00.000Z');

      if (contract.error) {
        loopback.answer(contract.error.reply);
        const failure = await provider
          .send(contract.credentials, contract.request as never, runtime)
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ProviderError);
        expect((failure as ProviderError).message).toMatch(contract.error.message);
        if (contract.error.retryable !== undefined) {
          expect((failure as ProviderError).details.retryable).toBe(contract.error.retryable);
        }
      }
    },
  );

  it('covers every provider of the catalogue that sends over HTTP', () => {
    const covered = new Set([
      ...CONTRACTS.map((contract) => contract.provider),
      'nodemailer',
      'fcm',
      'ring-central',
      'infobip-email',
      'braze',
      'apns',
      'herald',
      // Their own files: SMTP with STARTTLS, and the server's own delivery.
      'outlook365',
      'herald-email',
      'herald-sms',
    ]);
    expect(new Set(PROVIDERS.map((provider) => provider.id))).toEqual(covered);
  });
});

describe('generic SMS with token authentication', () => {
  it('fetches a token from the auth URL, then sends with only that token', async () => {
    const { runtime } = loopbackRuntime(loopback);
    loopback.answer({ body: { data: { access: 'tok-1' } } }, { body: { data: { id: 'gen-2' } } });
    const before = loopback.requests.length;
    const result = await findProvider('generic-sms')!.send(
      {
        baseUrl: 'https://sms.vendor.test/send',
        apiKeyRequestHeader: 'X-API-KEY',
        apiKey: 'gk',
        idPath: 'data.id',
        authenticateByToken: true,
        domain: 'https://sms.vendor.test/auth',
        authenticationTokenKey: 'access',
        from: 'Herald',
      },
      sms as never,
      runtime,
    );
    const [auth, send] = loopback.requests.slice(before);
    expect(auth!.path).toBe('/auth');
    expect(auth!.headers['x-api-key']).toBe('gk');
    expect(send!.headers.access).toBe('tok-1');
    expect(send!.headers['x-api-key']).toBeUndefined();
    expect(result.id).toBe('gen-2');
  });
});

describe('webhook providers make one attempt and say whether another could succeed', () => {
  it('throws a retryable delivery error for 5xx and 429, and a final one for other 4xx', async () => {
    for (const [status, retryable] of [
      [502, true],
      [429, true],
      [400, false],
    ] as const) {
      const { runtime } = loopbackRuntime(loopback);
      loopback.answer({ status });
      const before = loopback.requests.length;
      const failure = await findProvider('email-webhook')!
        .send(
          { webhookUrl: 'https://hooks.vendor.test/email', secretKey: 's', ...sender },
          email as never,
          runtime,
        )
        .catch((error: unknown) => error);
      expect(loopback.requests.length - before).toBe(1);
      expect(failure).toBeInstanceOf(WebhookDeliveryError);
      expect((failure as WebhookDeliveryError).details).toMatchObject({ status, retryable });
    }
  });

  it('counts an unreachable target as retryable and a refused URL as final', async () => {
    const { runtime } = loopbackRuntime(loopback);
    const unreachable = await findProvider('push-webhook')!
      .send({ webhookUrl: 'http://127.0.0.1:1/push', secretKey: 's' }, push as never, {
        ...runtime,
        endpoint: (url) => url,
      })
      .catch((error: unknown) => error);
    expect((unreachable as WebhookDeliveryError).details.retryable).toBe(true);
    const refused = await findProvider('push-webhook')!
      .send({ webhookUrl: 'https://hooks.vendor.test/push', secretKey: 's' }, push as never, {
        ...runtime,
        checkUrl: () => Promise.reject(new ProviderError('private address', { retryable: false })),
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WebhookDeliveryError);
    expect((refused as WebhookDeliveryError).details.retryable).toBe(false);
  });
});

describe('FCM', () => {
  it('exchanges a service-account JWT (RS256) for a token, then sends to the device', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const serviceAccount = JSON.stringify({
      type: 'service_account',
      project_id: 'herald-test',
      client_email: 'push@herald-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    });
    const { runtime, called } = loopbackRuntime(loopback);
    loopback.answer(
      { body: { access_token: 'ya29.token', expires_in: 3599, token_type: 'Bearer' } },
      { body: { name: 'projects/herald-test/messages/0:1' } },
    );
    const before = loopback.requests.length;
    const result = await findProvider('fcm')!.send({ serviceAccount }, push as never, runtime);
    expect(called.slice(-2)).toEqual([
      'https://oauth2.googleapis.com/token',
      'https://fcm.googleapis.com/v1/projects/herald-test/messages:send',
    ]);
    const [token, send] = loopback.requests.slice(before);
    expect(token!.form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = token!.form.get('assertion')!.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      iss: 'push@herald-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
    });
    expect(
      createVerify('SHA256')
        .update(`${header}.${claims}`)
        .verify(publicKey, Buffer.from(signature!, 'base64url')),
    ).toBe(true);
    expect(send!.headers.authorization).toBe('Bearer ya29.token');
    expect(send!.json).toEqual({
      message: {
        token: 'device-token-1',
        notification: { title: 'Essay graded', body: 'Your essay was graded' },
        data: { essayId: '7' },
      },
    });
    expect(result.id).toBe('projects/herald-test/messages/0:1');

    loopback.answer(
      { body: { access_token: 't' } },
      { status: 404, body: { error: { message: 'Requested entity was not found.' } } },
    );
    await expect(findProvider('fcm')!.send({ serviceAccount }, push as never, runtime)).rejects.toThrow(
      /entity was not found/,
    );
    await expect(findProvider('fcm')!.send({ serviceAccount: '{}' }, push as never, runtime)).rejects.toThrow(
      /service-account/,
    );
  });
});

describe('APNs over HTTP/2', () => {
  let h2: Http2Server;
  let h2Url: string;
  const seen: { headers: Record<string, unknown>; body: string }[] = [];
  let status = 200;
  beforeAll(async () => {
    h2 = createHttp2Server((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        response.writeHead(status, { 'apns-id': 'apns-1', 'content-type': 'application/json' });
        response.end(status === 200 ? '' : JSON.stringify({ reason: 'BadDeviceToken' }));
      });
    });
    await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', () => resolve()));
    h2Url = `http://127.0.0.1:${(h2.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => h2.close(() => resolve())));

  it('sends an ES256-signed token, the topic and the alert to the device path', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { runtime } = loopbackRuntime(loopback);
    const targets: string[] = [];
    runtime.endpoint = (url) => {
      targets.push(url);
      return h2Url;
    };
    const credentials = {
      secretKey: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      apiKey: 'KEY123',
      projectName: 'TEAM123',
      applicationId: 'edu.herald.app',
      secure: true,
    };
    const result = await findProvider('apns')!.send(credentials, push as never, runtime);
    expect(targets).toEqual(['https://api.push.apple.com']);
    const request = seen.at(-1)!;
    expect(request.headers[':method']).toBe('POST');
    expect(request.headers[':path']).toBe('/3/device/device-token-1');
    expect(request.headers['apns-topic']).toBe('edu.herald.app');
    const [header, claims, signature] = String(request.headers.authorization)
      .replace('bearer ', '')
      .split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY123' });
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ iss: 'TEAM123' });
    expect(
      createVerify('SHA256')
        .update(`${header}.${claims}`)
        .verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url')),
    ).toBe(true);
    expect(JSON.parse(request.body)).toEqual({
      aps: { alert: { title: 'Essay graded', body: 'Your essay was graded' } },
      essayId: 7,
    });
    expect(result.id).toBe('apns-1');

    status = 400;
    await expect(
      findProvider('apns')!.send({ ...credentials, secure: false }, push as never, runtime),
    ).rejects.toThrow(/BadDeviceToken/);
    expect(targets.at(-1)).toBe('https://api.sandbox.push.apple.com');
  });
});

describe('custom SMTP', () => {
  it('authenticates with the user and password and sends from the sender', async () => {
    const logins: string[] = [];
    const relay = await startSmtpRecorder({
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
    });
    try {
      const { runtime } = loopbackRuntime(loopback);
      const result = await findProvider('nodemailer')!.send(
        { host: '127.0.0.1', port: relay.port, user: 'relay', password: 'relay-pass', ...sender },
        email as never,
        runtime,
      );
      expect(logins).toEqual(['relay:relay-pass']);
      expect(relay.received[0]!.raw).toMatch(/From: Registry <registry@herald.test>/);
      expect(result.id).toMatch(/^<.+>$/);
    } finally {
      await relay.close();
    }
  });
});

describe('request signing and outbound URLs', () => {
  it('signs with AWS Signature Version 4 exactly as the documented example', () => {
    const signed = signAwsV4({
      method: 'GET',
      url: 'https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: '',
      region: 'us-east-1',
      service: 'iam',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      now: new Date('2015-08-30T12:36:00Z'),
    });
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it.each([
    'http://127.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://10.0.0.8/hook',
    'http://192.168.1.1/hook',
    'file:///etc/passwd',
    'http://user:pass@example.com/hook',
    'http://localhost/hook',
  ])('refuses %s when private targets are not allowed', async (url) => {
    await expect(checkOutboundUrl(url, false)).rejects.toBeInstanceOf(ProviderError);
  });

  it('allows loopback targets when the deployment allows private ones', async () => {
    await expect(checkOutboundUrl('http://127.0.0.1:9/hook', true)).resolves.toBeUndefined();
  });
});

describe('RingCentral', () => {
  it('exchanges the JWT credential for a token, then sends the SMS', async () => {
    const { runtime, called } = loopbackRuntime(loopback);
    loopback.answer(
      { body: { access_token: 'rc-access', token_type: 'bearer' } },
      { body: { id: 7001, creationTime: '2026-03-02T10:00:16.000Z' } },
    );
    const before = loopback.requests.length;
    const credentials = {
      clientId: 'cid',
      secretKey: 'csecret',
      token: 'jwt-credential',
      from: '+15550006',
      secure: true,
    };
    const result = await findProvider('ring-central')!.send(credentials, sms as never, runtime);
    expect(called.slice(-2)).toEqual([
      'https://platform.devtest.ringcentral.com/restapi/oauth/token',
      'https://platform.devtest.ringcentral.com/restapi/v1.0/account/~/extension/~/sms',
    ]);
    const [token, send] = loopback.requests.slice(before);
    expect(token!.headers.authorization).toBe(basic('cid', 'csecret'));
    expect(Object.fromEntries(token!.form)).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: 'jwt-credential',
    });
    expect(send!.headers.authorization).toBe('Bearer rc-access');
    expect(send!.json).toEqual({
      from: { phoneNumber: '+15550006' },
      to: [{ phoneNumber: '+447700900123' }],
      text: 'Your essay was graded',
    });
    expect(result).toEqual({ id: '7001', date: '2026-03-02T10:00:16.000Z' });
    loopback.answer({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT' } });
    await expect(findProvider('ring-central')!.send(credentials, sms as never, runtime)).rejects.toThrow(
      /Invalid JWT/,
    );
  });
});

describe('Infobip email', () => {
  it('posts a multipart form with the App key', async () => {
    const { runtime, called } = loopbackRuntime(loopback);
    loopback.answer({ body: { messages: [{ messageId: 'ibe-1', status: { groupName: 'PENDING' } }] } });
    const result = await findProvider('infobip-email')!.send(
      { apiKey: 'ib-key', baseUrl: 'https://xyz.api.infobip.com', ...sender },
      email as never,
      runtime,
    );
    expect(called.at(-1)).toBe('https://xyz.api.infobip.com/email/3/send');
    const request = loopback.requests.at(-1)!;
    expect(request.headers.authorization).toBe('App ib-key');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const [name, value] of [
      ['from', 'Registry <registry@herald.test>'],
      ['to', 'ana@herald.test'],
      ['subject', 'Essay graded'],
      ['html', '<p>Your essay was graded</p>'],
    ]) {
      expect(request.text).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(result.id).toBe('ibe-1');
  });
});

describe('Clickatell (email to SMS)', () => {
  it('refuses an address whose name is not a phone number before calling Clickatell', async () => {
    const { runtime } = loopbackRuntime(loopback);
    const before = loopback.requests.length;
    const failure = await findProvider('clickatell-email')!
      .send(
        { apiKey: 'ca-key' },
        { ...email, to: ['+44 7700 900123@sms.herald.test', 'ana@herald.test'] },
        runtime,
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/phone number .* not ana@herald.test/);
    expect(loopback.requests.length).toBe(before);
  });

  it('sends one SMS per recipient and answers the first message id', async () => {
    const { runtime } = loopbackRuntime(loopback);
    loopback.answer(
      { status: 202, body: { messages: [{ apiMessageId: 'cae-2', accepted: true }] } },
      { status: 202, body: { messages: [{ apiMessageId: 'cae-3', accepted: true }] } },
    );
    const before = loopback.requests.length;
    const result = await findProvider('clickatell-email')!.send(
      { apiKey: 'ca-key' },
      { ...email, to: ['+44 7700 900123@sms.herald.test', '15550100@sms.herald.test'] },
      runtime,
    );
    const sent = loopback.requests.slice(before).map((request) => (request.json as { to: string[] }).to);
    expect(sent).toEqual([['+447700900123'], ['+15550100']]);
    expect(result.id).toBe('cae-2');
  });
});

describe('Braze', () => {
  it('looks up the external id of each recipient, then sends to them', async () => {
    const { runtime, called } = loopbackRuntime(loopback);
    loopback.answer(
      { body: { users: [{ external_id: 'student-ana' }] } },
      { status: 201, body: { dispatch_id: 'dsp-1' } },
    );
    const before = loopback.requests.length;
    const credentials = {
      apiKey: 'bz-key',
      apiURL: 'https://rest.iad-01.braze.com',
      appID: 'app-9',
      ...sender,
    };
    const result = await findProvider('braze')!.send(credentials, email as never, runtime);
    expect(called.slice(-2)).toEqual([
      'https://rest.iad-01.braze.com/users/export/ids',
      'https://rest.iad-01.braze.com/messages/send',
    ]);
    const [lookup, send] = loopback.requests.slice(before);
    expect(lookup!.headers.authorization).toBe('Bearer bz-key');
    expect(lookup!.json).toEqual({ email_address: 'ana@herald.test', fields_to_export: ['external_id'] });
    expect(send!.json).toMatchObject({
      broadcast: false,
      external_user_ids: ['student-ana'],
      messages: {
        email: { app_id: 'app-9', subject: 'Essay graded', from: 'Registry <registry@herald.test>' },
      },
    });
    expect(result.id).toBe('dsp-1');
    loopback.answer({ body: { users: [] } });
    await expect(findProvider('braze')!.send(credentials, email as never, runtime)).rejects.toThrow(
      /no user/,
    );
  });
});
