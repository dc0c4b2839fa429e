// Side menus by role (SPEC §2).
import { ROLE_ID, type RoleId } from '@herald/protocol';

export interface MenuItem {
  label: string;
  href: string;
}

const { ADMIN, MANAGER, COORDINATOR, STUDENT, GUEST } = ROLE_ID;

export const MENUS: Record<RoleId, readonly MenuItem[]> = {
  [ADMIN]: [
    { label: 'Dashboard', href: '/admin/dashboard' },
    { label: 'Account', href: '/admin/account' },
    { label: 'Faculty', href: '/admin/faculty' },
    { label: 'Event', href: '/admin/event' },
    { label: 'Role', href: '/admin/role' },
  ],
  [COORDINATOR]: [
    { label: 'Dashboard', href: '/coordinator/dashboard' },
    { label: 'Event', href: '/coordinator/event' },
  ],
  [STUDENT]: [{ label: 'Event', href: '/student/event' }],
  [MANAGER]: [
    { label: 'Dashboard', href: '/manager/dashboard' },
    { label: 'Event', href: '/manager/event' },
  ],
  [GUEST]: [{ label: 'List Contribution Public', href: '/guest/public/' }],
};
