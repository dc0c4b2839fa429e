// Password hashing with scrypt from node:crypto. Every hash stores its parameters (`scrypt$N$r$p$salt$hash`), so
// verifying never depends on the cost of the day and the cost can rise later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** What one hash costs: scrypt's work factor N, block size r and parallelism p. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommended cost (N=2^17, r=8, p=1): about 0.4 s and 128 MiB a hash. Every server but a test's. */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The test suites' cost (NODE_ENV=test only): the same algorithm, format and code paths at 1/128 of the work, so
 * that the hundreds of sign-ins and seeded accounts of a run do not spend most of it hashing.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Hashes of a random password, one per cost: verifying against one costs what a real account's check costs. */
const dummyHashes = new Map<string, Promise<string>>();

function dummyHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Whether `password` is the one behind `stored`. Without a stored hash (no such account, or one
 * that signs in elsewhere) it is checked against a
 * dummy hash of the same `cost` and answers false, so the time taken does not tell which accounts exist.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: PasswordCost,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await dummyHash(cost))).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored != null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
