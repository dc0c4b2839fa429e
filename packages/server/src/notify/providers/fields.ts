// Builders for credential fields, so provider modules read like the tables of docs/product.md §3, Delivery providers.
import { isSecretCredentialKey, type CredentialField, type ProviderCredentialKey } from '@herald/protocol';

type Options = Partial<Omit<CredentialField, 'key' | 'displayName'>>;

export function field(
  key: ProviderCredentialKey,
  displayName: string,
  options: Options = {},
): CredentialField {
  return {
    key,
    displayName,
    type: options.type ?? (isSecretCredentialKey(key) ? 'secret' : 'string'),
    required: options.required ?? true,
    ...(options.value !== undefined && { value: options.value }),
    ...(options.description !== undefined && { description: options.description }),
    ...(options.tooltip !== undefined && { tooltip: options.tooltip }),
    ...(options.dropdown !== undefined && { dropdown: options.dropdown }),
  };
}

export const optional = (key: ProviderCredentialKey, displayName: string, options: Options = {}) =>
  field(key, displayName, { ...options, required: false });

export const apiKey = field('apiKey', 'API Key');

/** Every email provider but the built-in one ends with these two. */
export const emailSender = [
  field('from', 'From email address', {
    description: 'Use the same email address you used to authenticate your delivery provider',
  }),
  field('senderName', 'Sender name'),
];

export const smsFrom = field('from', 'From');
