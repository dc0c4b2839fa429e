// Role names as people read them. The protocol's names (ADMIN, MANAGER, …) are identifiers (SPEC §6); pages show
// these words instead.
import { ROLE_ID, type RoleId } from '@herald/protocol';

const ROLE_LABELS: Record<RoleId, string> = {
  [ROLE_ID.ADMIN]: 'Administrator',
  [ROLE_ID.MANAGER]: 'Manager',
  [ROLE_ID.COORDINATOR]: 'Coordinator',
  [ROLE_ID.STUDENT]: 'Student',
  [ROLE_ID.GUEST]: 'Guest',
};

export function roleLabel(id: RoleId): string {
  return ROLE_LABELS[id];
}
