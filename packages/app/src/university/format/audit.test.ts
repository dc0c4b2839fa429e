import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit';

const entry = (action: string, target: string | null, targetName: string | null, detail: unknown = null) => ({
  action,
  target,
  targetName,
  detail,
});

describe('an audit entry in words', () => {
  it('says what was done, by name, never by code or id', () => {
    expect(describeAuditEntry(entry('auth.signed_in', 'account:3', 'Sam Student'))).toBe('Signed in');
    expect(
      describeAuditEntry(
        entry('contribution.file-downloaded', 'contribution:9', 'Night trains', { fileId: 4 }),
      ),
    ).toBe('Downloaded a file of Night trains');
    expect(
      describeAuditEntry(
        entry('contribution.file-downloaded', 'contribution:9', 'Night trains', { preview: true }),
      ),
    ).toBe('Previewed a file of Night trains');
    expect(
      describeAuditEntry(entry('contributions.archive-downloaded', 'academic-year:2026-2027', '2026-2027')),
    ).toBe('Downloaded the selected contributions of 2026-2027');
  });

  it('says when what it was done to no longer exists', () => {
    expect(describeAuditEntry(entry('faculty.deleted', 'faculty:2', null))).toBe('Deleted a faculty');
    expect(describeAuditEntry(entry('contribution.file-downloaded', 'contribution:9', null))).toBe(
      'Downloaded a file of a contribution',
    );
  });

  it('reads an action it has no words for yet from its code', () => {
    expect(describeAuditEntry(entry('account.mfa_enabled', null, null))).toBe('Mfa enabled');
    expect(describeAuditEntry(entry('event.archived', 'event:5', 'Spring anthology'))).toBe(
      'Archived: Spring anthology',
    );
  });
});
