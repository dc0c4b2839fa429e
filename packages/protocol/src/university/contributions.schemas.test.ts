import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_STATUSES, canChangeStatus, commentsCloseAt } from './contributions.js';
import { createContributionFieldsSchema, statusBodySchema } from './contributions.schemas.js';

describe('contribution schemas', () => {
  it('refuses a new contribution whose terms were not accepted', () => {
    const result = createContributionFieldsSchema.safeParse({ title: 'An essay', termsAccepted: 'false' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Accept the terms and conditions');
    expect(createContributionFieldsSchema.parse({ title: ' An essay ', termsAccepted: 'true' })).toEqual({
      title: 'An essay',
      summary: '',
      termsAccepted: 'true',
    });
  });

  it('lets a review move forward only, in one step from submitted, with accepted and rejected final', () => {
    expect(canChangeStatus('submitted', 'under_review')).toBe(true);
    expect(canChangeStatus('submitted', 'accepted')).toBe(true);
    expect(canChangeStatus('submitted', 'changes_requested')).toBe(true);
    expect(canChangeStatus('under_review', 'accepted')).toBe(true);
    expect(canChangeStatus('changes_requested', 'under_review')).toBe(true);
    expect(canChangeStatus('under_review', 'submitted')).toBe(false);
    expect(canChangeStatus('changes_requested', 'submitted')).toBe(false);
    for (const to of CONTRIBUTION_STATUSES) {
      expect(canChangeStatus('accepted', to)).toBe(false);
      expect(canChangeStatus('rejected', to)).toBe(false);
    }
    expect(statusBodySchema.safeParse({ status: 'published' }).success).toBe(false);
  });

  it('closes comments fourteen days after the final closure date', () => {
    expect(commentsCloseAt('2026-03-15T17:00:00.000Z').toISOString()).toBe('2026-03-29T17:00:00.000Z');
  });
});
