// Delivery provider credentials (SPEC §3).

/** Every credential field a delivery provider can ask for. */
export const PROVIDER_CREDENTIAL_KEYS = [
  'apiKey',
  'secretKey',
  'user',
  'password',
  'domain',
  'host',
  'port',
  'secure',
  'region',
  'accountSid',
  'messageProfileId',
  'token',
  'from',
  'senderName',
  'contentType',
  'applicationId',
  'clientId',
  'projectName',
  'serviceAccount',
  'baseUrl',
  'webhookUrl',
  'requireTls',
  'ignoreTls',
  'tlsOptions',
  'redirectUrl',
  'hmac',
  'ipPoolName',
  'apiKeyRequestHeader',
  'secretKeyRequestHeader',
  'idPath',
  'datePath',
  'authenticateByToken',
  'authenticationTokenKey',
  'accessKey',
  'instanceId',
  'apiToken',
  'apiURL',
  'appID',
  'alertUid',
  'title',
  'imageUrl',
  'state',
  'externalLink',
] as const;
export type ProviderCredentialKey = (typeof PROVIDER_CREDENTIAL_KEYS)[number];

/** Credentials that are secrets: stored encrypted, never sent back to a client, never logged. */
export const SECRET_CREDENTIAL_KEYS = [
  'apiKey',
  'apiToken',
  'secretKey',
  'token',
  'password',
  'serviceAccount',
] as const satisfies readonly ProviderCredentialKey[];
export type SecretCredentialKey = (typeof SECRET_CREDENTIAL_KEYS)[number];

export function isSecretCredentialKey(key: string): key is SecretCredentialKey {
  return (SECRET_CREDENTIAL_KEYS as readonly string[]).includes(key);
}
