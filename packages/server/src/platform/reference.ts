// What the platform's documented examples name in the reference world (src/openapi/reference-world.ts): an
// organisation signed up through the platform API, its environments and keys, and a member it invited.
import { referenceId } from '../openapi/reference-world.js';

export const REFERENCE_ORGANIZATION = {
  id: referenceId(0x101),
  name: 'Acme Notifications',
  adminId: referenceId(0x102),
  adminName: 'Ada Okafor',
  adminEmail: 'ada@acme.example',
  /** A published example password of the reference world's administrator. */
  adminPassword: 'correct horse battery staple',
};

/** The organisation's Development environment, with the key it was signed up with and a second one. */
export const REFERENCE_DEVELOPMENT = {
  id: referenceId(0x103),
  keyId: referenceId(0x104),
  secondKeyId: referenceId(0x107),
};

/** Its Production environment. */
export const REFERENCE_PRODUCTION = { id: referenceId(0x105), keyId: referenceId(0x106) };

/** A colleague invited as a member, who has not joined yet. */
export const REFERENCE_INVITED_MEMBER = { id: referenceId(0x108), email: 'grace@acme.example' };
