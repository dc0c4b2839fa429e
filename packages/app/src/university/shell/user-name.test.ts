import { describe, expect, it } from 'vitest';
import { shellUserName } from './user-name';

describe('the name in the shell', () => {
  it('is the account’s name for anyone signed in, a guest account included', () => {
    expect(shellUserName({ name: 'Guest of Law' }, undefined)).toBe('Guest of Law');
    expect(shellUserName({ name: 'Ada Lovelace' }, 'Faculty of Computing')).toBe('Ada Lovelace');
  });

  it('names the faculty a guest visit browses, or says Guest when the visit never named it', () => {
    expect(shellUserName(undefined, 'Faculty of Computing')).toBe('Guest of Faculty of Computing');
    expect(shellUserName(undefined, undefined)).toBe('Guest');
  });
});
