// The five roles of SPEC §6 with their ids.

export const ROLE_ID = {
  ADMIN: 1,
  MANAGER: 2,
  COORDINATOR: 3,
  STUDENT: 4,
  GUEST: 5,
} as const;

export type RoleName = keyof typeof ROLE_ID;
export type RoleId = (typeof ROLE_ID)[RoleName];

export const ROLE_NAMES = Object.keys(ROLE_ID) as RoleName[];
export const ROLE_IDS = Object.values(ROLE_ID) as RoleId[];

/** The role name for an id, or undefined when the id is not a role. */
export function roleName(id: number): RoleName | undefined {
  return ROLE_NAMES.find((name) => ROLE_ID[name] === id);
}

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as number[]).includes(value);
}
