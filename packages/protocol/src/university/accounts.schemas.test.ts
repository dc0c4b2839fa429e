import { describe, expect, it } from 'vitest';
import { createAccountBodySchema, passwordSchema, updateAccountBodySchema } from './accounts.schemas.js';

describe('account schemas', () => {
  it('leaves out of an update what was not sent', () => {
    expect(updateAccountBodySchema.parse({ active: false })).toEqual({ active: false });
  });

  it('defaults a new account to no faculty, which only admins and managers may have', () => {
    expect(createAccountBodySchema.parse({ email: 'A@B.test', name: 'A', roleID: 2 })).toEqual({
      email: 'a@b.test',
      name: 'A',
      roleID: 2,
      facultyId: null,
    });
    expect(createAccountBodySchema.safeParse({ email: 'a@b.test', name: 'A', roleID: 4 }).success).toBe(
      false,
    );
  });

  it('accepts any long password, spaces and all, and refuses short and common ones', () => {
    expect(passwordSchema.safeParse('correct horse battery staple').success).toBe(true);
    expect(passwordSchema.safeParse('ÄÖÜ ünïcödé päss').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('elevenchars').success).toBe(false);
    expect(passwordSchema.safeParse('PASSWORD1234').success).toBe(false);
  });
});
