import { describe, expect, it } from 'vitest';
import { pageIndex, withChanges } from './paging';

describe('a list’s page in the address', () => {
  it('is the page the address names, counted from 1, and the first for anything else', () => {
    expect(pageIndex(new URLSearchParams('page=3'))).toBe(2);
    for (const search of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) {
      expect(pageIndex(new URLSearchParams(search))).toBe(0);
    }
  });

  it('starts again from the first page when a filter changes, and keeps the filters when the page does', () => {
    const params = new URLSearchParams('q=night&status=submitted&page=4');
    expect(withChanges(params, { status: 'accepted' }).toString()).toBe('q=night&status=accepted');
    expect(withChanges(params, { q: '' }).toString()).toBe('status=submitted');
    expect(withChanges(params, { page: '5' }).toString()).toBe('q=night&status=submitted&page=5');
    // The address read is not changed in place.
    expect(params.toString()).toBe('q=night&status=submitted&page=4');
  });
});
