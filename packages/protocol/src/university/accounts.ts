// Accounts' shared rules, without a schema library.
import { ROLE_ID, type RoleId } from '../roles.js';

/** A few of the most used passwords; the server refuses them and anything built on the institution's name. */
export const COMMON_PASSWORDS = [
  '123456789012',
  'password1234',
  'passwordpassword',
  'qwertyuiopas',
  'iloveyou1234',
  'welcome12345',
  'letmein12345',
  'administrator',
  'changemeplease',
  'trustno1trustno1',
] as const;

/** Coordinators, students and guests belong to a faculty. */
export const ROLES_WITH_FACULTY: readonly RoleId[] = [ROLE_ID.COORDINATOR, ROLE_ID.STUDENT, ROLE_ID.GUEST];

export const ACCOUNT_SORTS = ['name', 'email', 'createdAt', 'lastLoginAt'] as const;
