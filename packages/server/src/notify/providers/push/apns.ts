import { connect } from 'node:http2';
import { defineProvider, ProviderError, type ProviderRuntime } from '../types.js';
import { field, optional } from '../fields.js';
import { str } from '../http.js';
import { signJwt } from '../signing.js';

const PRODUCTION = 'https://api.push.apple.com';
const SANDBOX = 'https://api.sandbox.push.apple.com';

function post(
  runtime: ProviderRuntime,
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(runtime.endpoint(origin));
    session.setTimeout(15_000, () => session.destroy(new Error('APNs did not answer in time')));
    session.on('error', reject);
    const stream = session.request({ ':method': 'POST', ':path': path, ...headers });
    let status = 0;
    let answerHeaders: Record<string, unknown> = {};
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => {
      status = Number(received[':status']);
      answerHeaders = received;
    });
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, headers: answerHeaders, body: text });
    });
    stream.on('error', (error) => {
      session.destroy();
      reject(error);
    });
    stream.end(body);
  });
}

// APNs provider API over HTTP/2 with a token (ES256 JWT) per request:
// https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns
// https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns
export const apns = defineProvider({
  id: 'apns',
  displayName: 'APNs',
  channel: 'push',
  credentials: [
    field('secretKey', 'Private Key', { type: 'text' }),
    field('apiKey', 'Key ID', { type: 'string' }),
    field('projectName', 'Team ID'),
    field('applicationId', 'Bundle ID'),
    optional('secure', 'Production', { type: 'switch' }),
  ],
  docReference:
    'https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns',
  async send(credentials, request, runtime) {
    let jwt: string;
    try {
      jwt = signJwt(
        { alg: 'ES256', kid: str(credentials.apiKey) },
        { iss: str(credentials.projectName), iat: Math.floor(runtime.now().getTime() / 1000) },
        str(credentials.secretKey),
      );
    } catch {
      throw new ProviderError('The APNs private key is not a valid P-256 key (.p8)', { retryable: false });
    }
    const overrides = request.overrides ?? {};
    const body = JSON.stringify({
      aps: {
        alert: { title: request.title, body: request.content },
        ...(typeof overrides.sound === 'string' && { sound: overrides.sound }),
        ...(typeof overrides.badge === 'number' && { badge: overrides.badge }),
      },
      ...request.payload,
    });
    const token = request.target[0] ?? '';
    let reply;
    try {
      reply = await post(
        runtime,
        credentials.secure === true ? PRODUCTION : SANDBOX,
        `/3/device/${encodeURIComponent(token)}`,
        {
          authorization: `bearer ${jwt}`,
          'apns-topic': str(credentials.applicationId),
          'apns-push-type': 'alert',
          'content-type': 'application/json',
        },
        body,
      );
    } catch (error) {
      throw new ProviderError(
        `Could not reach APNs: ${error instanceof Error ? error.message : String(error)}`,
        {
          retryable: true,
        },
      );
    }
    if (reply.status !== 200) {
      let reason = reply.body;
      try {
        reason = (JSON.parse(reply.body) as { reason?: string }).reason ?? reply.body;
      } catch {
        // raw body
      }
      throw new ProviderError(`APNs answered ${reply.status}: ${reason}`, {
        status: reply.status,
        code: reason,
        retryable: reply.status === 429 || reply.status >= 500,
      });
    }
    return { id: str(reply.headers['apns-id']) || null, date: runtime.now().toISOString() };
  },
});
