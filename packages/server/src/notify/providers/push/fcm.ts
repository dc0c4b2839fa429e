import { defineProvider, ProviderError } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';
import { signJwt } from '../signing.js';

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

function serviceAccount(value: unknown): ServiceAccount {
  try {
    const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<ServiceAccount>;
    if (parsed.project_id && parsed.client_email && parsed.private_key) return parsed as ServiceAccount;
  } catch {
    // reported below
  }
  throw new ProviderError('The service account is not a Firebase service-account JSON file', {
    retryable: false,
  });
}

// FCM HTTP v1: an OAuth 2.0 access token from a JWT signed with the service account's key, then one send per
// token. https://firebase.google.com/docs/cloud-messaging/send/v1-api
// https://developers.google.com/identity/protocols/oauth2/service-account#httprest
export const fcm = defineProvider({
  id: 'fcm',
  displayName: 'Firebase Cloud Messaging',
  channel: 'push',
  credentials: [field('serviceAccount', 'Service Account (entire JSON file)', { type: 'text' })],
  docReference: 'https://firebase.google.com/docs/cloud-messaging/send/v1-api',
  async send(credentials, request, runtime) {
    const account = serviceAccount(credentials.serviceAccount);
    const issuedAt = Math.floor(runtime.now().getTime() / 1000);
    const assertion = signJwt(
      { alg: 'RS256', typ: 'JWT' },
      { iss: account.client_email, scope: SCOPE, aud: TOKEN_URL, iat: issuedAt, exp: issuedAt + 3600 },
      account.private_key,
    );
    const token = await call(runtime, TOKEN_URL, {
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    expectOk(token, 'Google OAuth', (body) => (body as { error_description?: string }).error_description);
    const accessToken = str((token.json as { access_token?: string }).access_token);
    const overrides = request.overrides ?? {};
    const data = Object.fromEntries(
      Object.entries(request.payload).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    const message =
      overrides.type === 'data'
        ? { token: request.target[0], data: { ...data, title: request.title, body: request.content } }
        : { token: request.target[0], notification: { title: request.title, body: request.content }, data };
    const reply = await call(
      runtime,
      `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
      { headers: { authorization: `Bearer ${accessToken}` }, body: { message } },
    );
    expectOk(reply, 'FCM', (body) => (body as { error?: { message?: string } }).error?.message);
    return { id: idOf((reply.json as { name?: string }).name), date: runtime.now().toISOString() };
  },
});
