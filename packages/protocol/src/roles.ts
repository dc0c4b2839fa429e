// The five roles of docs/product.md §6 with their ids.

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

/** What each role may do, in a line (docs/product.md §1, §6). */
export const ROLE_DESCRIPTIONS = {
  ADMIN: 'Manages accounts, faculties, events and roles.',
  MANAGER: 'Sees the events and the work selected for publication, with statistics; reads but never edits.',
  COORDINATOR:
    "Reviews the contributions of the faculty's events, comments on them and selects work for publication.",
  STUDENT: "Submits and updates contributions to the faculty's open events.",
  GUEST: 'Browses the contributions selected for publication by faculties that allow guests.',
} as const satisfies Record<RoleName, string>;
