import { defineProvider } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, str } from '../http.js';
import { signAwsV4 } from '../signing.js';

// SNS Publish to a phone number, Query API signed with SigV4:
// https://docs.aws.amazon.com/sns/latest/api/API_Publish.html
export const sns = defineProvider({
  id: 'sns',
  displayName: 'SNS',
  channel: 'sms',
  credentials: [
    field('apiKey', 'Access key ID'),
    field('secretKey', 'Secret access key'),
    field('region', 'AWS region'),
  ],
  docReference: 'https://docs.aws.amazon.com/sns/latest/api/API_Publish.html',
  async send(credentials, request, runtime) {
    const region = str(credentials.region);
    const url = `https://sns.${region}.amazonaws.com/`;
    const body = new URLSearchParams({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: request.to,
      Message: request.content,
    }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const signed = signAwsV4({
      method: 'POST',
      url,
      headers,
      body,
      region,
      service: 'sns',
      accessKeyId: str(credentials.apiKey),
      secretAccessKey: str(credentials.secretKey),
      now: runtime.now(),
    });
    const reply = await call(runtime, url, { headers: { ...headers, ...signed }, body });
    expectOk(reply, 'SNS');
    const id = /<MessageId>([^<]+)<\/MessageId>/.exec(reply.text)?.[1] ?? null;
    return { id, date: runtime.now().toISOString() };
  },
});
