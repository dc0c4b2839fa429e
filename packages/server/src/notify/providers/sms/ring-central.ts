import { defineProvider } from '../types.js';
import { field, optional, smsFrom } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// RingCentral: a JWT credential exchanged for an access token, then the SMS API.
// https://developers.ringcentral.com/guide/authentication/jwt-flow
// https://developers.ringcentral.com/api-reference/SMS/createSMSMessage
export const ringCentral = defineProvider({
  id: 'ring-central',
  displayName: 'RingCentral',
  channel: 'sms',
  credentials: [
    field('clientId', 'Client ID'),
    field('secretKey', 'Client secret'),
    optional('secure', 'Is sandbox', { type: 'switch' }),
    field('token', 'JWT token'),
    smsFrom,
  ],
  docReference: 'https://developers.ringcentral.com/api-reference/SMS/createSMSMessage',
  async send(credentials, request, runtime) {
    const server =
      credentials.secure === true
        ? 'https://platform.devtest.ringcentral.com'
        : 'https://platform.ringcentral.com';
    const login = await call(runtime, `${server}/restapi/oauth/token`, {
      headers: { authorization: basic(str(credentials.clientId), str(credentials.secretKey)) },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: str(credentials.token),
      }),
    });
    expectOk(login, 'RingCentral', (body) => pick(body, 'error_description'));
    const reply = await call(runtime, `${server}/restapi/v1.0/account/~/extension/~/sms`, {
      headers: { authorization: `Bearer ${str(pick(login.json, 'access_token'))}` },
      body: {
        from: { phoneNumber: request.from ?? str(credentials.from) },
        to: [{ phoneNumber: request.to }],
        text: request.content,
      },
    });
    expectOk(reply, 'RingCentral', (body) => pick(body, 'message'));
    return { id: idOf(pick(reply.json, 'id')), date: dateOf(runtime, pick(reply.json, 'creationTime')) };
  },
});
