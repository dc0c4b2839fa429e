import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { hashPassword, PASSWORD_COST, TEST_PASSWORD_COST, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes at OWASP’s scrypt cost on every server but a test suite’s, whatever else is set', () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(loadConfig({ NODE_ENV, HERALD_SECRET: 'x'.repeat(32) }, '/tmp').passwordCost).toEqual(
        PASSWORD_COST,
      );
    }
    expect(loadConfig({ NODE_ENV: 'test' }, '/tmp').passwordCost).toEqual(TEST_PASSWORD_COST);
  });

  it('accepts the password a hash was made from, and no other', async () => {
    const stored = await hashPassword('correct horse battery staple', TEST_PASSWORD_COST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('correct horse battery staple', stored, TEST_PASSWORD_COST)).resolves.toBe(
      true,
    );
    await expect(verifyPassword('correct horse battery stapler', stored, TEST_PASSWORD_COST)).resolves.toBe(
      false,
    );
  });

  it('verifies with the parameters stored in the hash, so raising the cost keeps old passwords working', async () => {
    const stored = await hashPassword('kept', { N: 2 ** 11, r: 8, p: 1 });
    await expect(verifyPassword('kept', stored, TEST_PASSWORD_COST)).resolves.toBe(true);
  });

  it('treats the same password typed in another Unicode form as the same', async () => {
    const stored = await hashPassword('caf\u00e9', TEST_PASSWORD_COST);
    await expect(verifyPassword('cafe\u0301', stored, TEST_PASSWORD_COST)).resolves.toBe(true);
  });

  it('answers false without a stored hash, and for a hash of another scheme', async () => {
    await expect(verifyPassword('anything', undefined, TEST_PASSWORD_COST)).resolves.toBe(false);
    await expect(verifyPassword('anything', null, TEST_PASSWORD_COST)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'bcrypt$2b$10$abc', TEST_PASSWORD_COST)).resolves.toBe(false);
  });
});
