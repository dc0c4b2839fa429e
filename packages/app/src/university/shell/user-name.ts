// The name the shell's profile menu shows: the account's name, or for a guest visit the faculty it browses
// ("Guest of Faculty of Computing"), or the role's word when the visit's faculty was never named.
import { ROLE_ID, type CurrentUser } from '@herald/protocol';
import { roleLabel } from '../format/roles';
import { t } from '../../shared/i18n/en';

export function shellUserName(
  user: Pick<CurrentUser, 'name'> | undefined,
  guestFacultyName: string | undefined,
): string {
  if (user) return user.name;
  return guestFacultyName ? t.guestVisit.guestOf(guestFacultyName) : roleLabel(ROLE_ID.GUEST);
}
