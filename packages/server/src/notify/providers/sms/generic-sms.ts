import { defineProvider } from '../types.js';
import { field, optional } from '../fields.js';
import { call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// Herald's configurable SMS provider: POST the message as JSON to any HTTP endpoint.
export const genericSms = defineProvider({
  id: 'generic-sms',
  displayName: 'Generic SMS',
  channel: 'sms',
  credentials: [
    field('baseUrl', 'Base URL'),
    field('apiKeyRequestHeader', 'API Key Request Header', { description: 'e.g. X-API-KEY' }),
    field('apiKey', 'API Key'),
    optional('secretKeyRequestHeader', 'Secret Key Request Header'),
    optional('secretKey', 'Secret Key'),
    field('idPath', 'Id Path', { value: 'data.id' }),
    optional('datePath', 'Date Path', { value: 'data.date' }),
    optional('authenticateByToken', 'Authenticate by token', { type: 'switch' }),
    optional('domain', 'Auth URL', {
      tooltip: { text: 'The URL that answers the token to send with each message', when: true },
    }),
    optional('authenticationTokenKey', 'Authentication Token Key'),
    field('from', 'From'),
  ],
  docReference: 'https://docs.herald.localhost/providers/generic-sms',
  async send(credentials, request, runtime) {
    let headers: Record<string, string> = { [str(credentials.apiKeyRequestHeader)]: str(credentials.apiKey) };
    if (credentials.secretKeyRequestHeader && credentials.secretKey) {
      headers[str(credentials.secretKeyRequestHeader)] = str(credentials.secretKey);
    }
    if (credentials.authenticateByToken === true) {
      const authUrl = str(credentials.domain);
      const tokenKey = str(credentials.authenticationTokenKey);
      await runtime.checkUrl(authUrl);
      const auth = expectOk(await call(runtime, authUrl, { method: 'POST', headers }), 'SMS auth endpoint');
      const token = pick(auth.json, `data.${tokenKey}`) ?? pick(auth.json, tokenKey);
      headers = { [tokenKey]: str(token) };
    }
    // The environment id is Herald's own; the endpoint gets the message fields only.
    const { environmentId: _environmentId, ...message } = request;
    const baseUrl = str(credentials.baseUrl);
    await runtime.checkUrl(baseUrl);
    const reply = await call(runtime, baseUrl, {
      headers,
      body: { ...message, sender: request.from ?? str(credentials.from) },
    });
    expectOk(reply, 'SMS endpoint', (body) => (body as { message?: string }).message);
    return {
      id: idOf(pick(reply.json, str(credentials.idPath) || 'data.id')),
      date: dateOf(runtime, pick(reply.json, str(credentials.datePath) || 'data.date')),
    };
  },
});
