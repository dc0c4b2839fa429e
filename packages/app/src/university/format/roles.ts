// Role names as people read them. The protocol's names (ADMIN, MANAGER, …) are identifiers
// (docs/product.md §6); pages show the catalogue's words instead.
import { ROLE_ID, type RoleId } from '@herald/protocol';
import { t } from '../../shared/i18n/en';

const ROLE_LABELS: Record<RoleId, string> = {
  [ROLE_ID.ADMIN]: t.roleNames.admin,
  [ROLE_ID.MANAGER]: t.roleNames.manager,
  [ROLE_ID.COORDINATOR]: t.roleNames.coordinator,
  [ROLE_ID.STUDENT]: t.roleNames.student,
  [ROLE_ID.GUEST]: t.roleNames.guest,
};

export function roleLabel(id: RoleId): string {
  return ROLE_LABELS[id];
}
