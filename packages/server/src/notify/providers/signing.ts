// Request signing the vendors document: AWS Signature Version 4, JWTs (RS256 for Google service accounts,
// ES256 for APNs), and the HMAC-SHA256 body signature of Herald's webhook providers.
import { createHash, createHmac, createSign } from 'node:crypto';

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
const hmac = (key: string | Buffer, value: string) => createHmac('sha256', key).update(value).digest();

/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SigV4Input {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}

/** The headers to add to a request so that AWS accepts it (x-amz-date and authorization). */
export function signAwsV4(input: SigV4Input): Record<string, string> {
  const url = new URL(input.url);
  const amzDate = input.now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value.trim();
  headers.host = url.host;
  headers['x-amz-date'] = amzDate;
  const signedHeaders = Object.keys(headers).sort();
  const query = [...url.searchParams]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const path = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonical = [
    input.method.toUpperCase(),
    path || '/',
    query,
    signedHeaders.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders.join(';'),
    sha256(input.body),
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = [input.region, input.service, 'aws4_request'].reduce<Buffer>(
    (current, part) => hmac(current, part),
    hmac(`AWS4${input.secretAccessKey}`, day),
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`,
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A compact JWS: RS256 with an RSA key, ES256 (raw r||s signature, as JOSE wants) with a P-256 key. */
export function signJwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  privateKeyPem: string,
): string {
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signer = createSign('SHA256').update(input);
  const signature =
    header.alg === 'ES256'
      ? signer.sign({ key: privateKeyPem, dsaEncoding: 'ieee-p1363' })
      : signer.sign(privateKeyPem);
  return `${input}.${base64url(signature)}`;
}

/** Hex HMAC-SHA256 of a webhook body with the integration's secret. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
