// Credentials checked against a provider's own fields (required, types, defaults, dropdown values), sealed at rest
// with AES-256-GCM, and masked whenever they leave the server.
import { isSecretCredentialKey, type CredentialsInput } from '@herald/protocol';
import { HttpError } from '../../http/errors.js';
import { decrypt, encrypt } from '../../security/crypto.js';
import type { Credentials, ProviderDefinition } from './types.js';

const MAX_TEXT = 20_000;

function coerce(provider: ProviderDefinition, key: string, value: unknown): unknown {
  const field = provider.credentials.find((candidate) => candidate.key === key)!;
  const fail = (why: string): never => {
    throw new HttpError(400, `credentials.${key}: ${why}`);
  };
  switch (field.type) {
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return fail('Expected a number');
      if (key === 'port' && (!Number.isInteger(number) || number < 1 || number > 65_535)) {
        return fail('Expected a port from 1 to 65535');
      }
      return number;
    }
    case 'switch':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return fail('Expected true or false');
    case 'dropdown': {
      const allowed = (field.dropdown ?? []).map((option) => option.value);
      if (!allowed.includes(value as string | null)) {
        return fail(`Expected one of ${allowed.map((option) => JSON.stringify(option)).join(', ')}`);
      }
      return value;
    }
    case 'object': {
      let parsed = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value) as unknown;
        } catch {
          return fail('Expected a JSON object');
        }
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        return fail('Expected an object');
      return parsed;
    }
    default: {
      if (typeof value !== 'string') return fail('Expected text');
      const text = key === 'serviceAccount' || key === 'secretKey' ? value : value.trim();
      if (text.length > MAX_TEXT) return fail('Too long');
      return text;
    }
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The credentials to store: `input` merged over `current`, unknown keys refused, each value coerced to its
 * field's type, defaults filled in, and every required field present.
 */
export function validateCredentials(
  provider: ProviderDefinition,
  input: CredentialsInput,
  current: Credentials = {},
): Credentials {
  const known = new Set(provider.credentials.map((field) => field.key));
  for (const key of Object.keys(input)) {
    if (!known.has(key))
      throw new HttpError(400, `credentials.${key}: ${provider.displayName} has no such credential`);
  }
  const result: Credentials = {};
  for (const field of provider.credentials) {
    const given = Object.hasOwn(input, field.key) ? input[field.key] : current[field.key];
    // A dropdown's null is a real choice ("Default"); elsewhere null clears the value.
    if (field.type === 'dropdown' && given === null) {
      result[field.key] = coerce(provider, field.key, null);
      continue;
    }
    const value = isEmpty(given) ? field.value : given;
    if (isEmpty(value)) {
      if (field.type === 'dropdown' && field.value === null) result[field.key] = null;
      if (field.required)
        throw new HttpError(400, `credentials.${field.key}: ${field.displayName} is required`);
      continue;
    }
    result[field.key] = coerce(provider, field.key, value);
  }
  return result;
}

export const sealCredentials = (key: Buffer, credentials: Credentials) =>
  encrypt(key, JSON.stringify(credentials));

export function openCredentials(key: Buffer, sealed: string): Credentials {
  return JSON.parse(decrypt(key, sealed)) as Credentials;
}

/** A secret shows at most its last four characters, and only when it is long enough not to give it away. */
export function maskSecret(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length >= 16 ? `••••${text.slice(-4)}` : '••••';
}

export function maskCredentials(credentials: Credentials): Credentials {
  return Object.fromEntries(
    Object.entries(credentials).map(([key, value]) => [
      key,
      isSecretCredentialKey(key) && !isEmpty(value) ? maskSecret(value) : value,
    ]),
  );
}
