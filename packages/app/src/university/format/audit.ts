// Audit entries as people read them: "Signed in", "Downloaded a file of Night trains", never a code or an id.
import type { AuditEntry } from '@herald/protocol/schemas';
import { t } from '../../shared/i18n/en';

/** Turns `account.mfa_enabled` into "Mfa enabled", for an action the app has no words for yet. */
function fromCode(action: string): string {
  const words = (action.split('.').pop() ?? action).replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeAuditEntry(
  entry: Pick<AuditEntry, 'action' | 'target' | 'targetName' | 'detail'>,
): string {
  // The name of what it was done to, as it is now; none once it no longer exists.
  const name = entry.targetName ?? undefined;
  const detail = entry.detail as { preview?: boolean } | null;
  if (entry.action === 'contribution.file-downloaded' && detail?.preview)
    return t.dashboard.auditPreviewed(name);
  const words = t.dashboard.auditActions[entry.action];
  if (words) return words(name);
  return name ? `${fromCode(entry.action)}: ${name}` : fromCode(entry.action);
}
