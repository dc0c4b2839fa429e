// The kinds of credential field a provider asks for.
export const CREDENTIAL_FIELD_TYPES = [
  'string',
  'text',
  'secret',
  'number',
  'switch',
  'dropdown',
  'object',
] as const;

export type CredentialFieldType = (typeof CREDENTIAL_FIELD_TYPES)[number];
