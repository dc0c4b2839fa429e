// Audit entries as people read them: "Signed in", "Downloaded a file of Night trains", never a code or an id.
import type { AuditEntry } from '@herald/protocol/schemas';
import { t } from '../i18n/en';

const KIND_WORDS: Record<string, string> = {
  account: 'account',
  contribution: 'contribution',
  event: 'event',
  faculty: 'faculty',
  'academic-year': 'academic year',
};

/** The name of what the entry was done to, or words for it when it no longer exists. */
function targetWords(entry: Pick<AuditEntry, 'target' | 'targetName'>): string {
  if (entry.targetName) return entry.targetName;
  const kind = entry.target?.split(':')[0] ?? '';
  return t.dashboard.auditGone(KIND_WORDS[kind] ?? kind.replace(/[-_]/g, ' '));
}

/** Turns `contribution.file-downloaded` into "file downloaded", for an action the app has no words for yet. */
function fromCode(action: string): string {
  const words = (action.split('.').pop() ?? action).replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeAuditEntry(
  entry: Pick<AuditEntry, 'action' | 'target' | 'targetName' | 'detail'>,
): string {
  const name = targetWords(entry);
  const detail = entry.detail as { preview?: boolean } | null;
  if (entry.action === 'contribution.file-downloaded' && detail?.preview)
    return t.dashboard.auditPreviewed(name);
  const words = t.dashboard.auditActions[entry.action];
  if (words) return words(name);
  return entry.target ? `${fromCode(entry.action)}: ${name}` : fromCode(entry.action);
}
