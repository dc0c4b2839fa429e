import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

const MIN_SECRET_BYTES = 32;

/**
 * The server secret: from HERALD_SECRET, or generated once into the data folder (mode 0600) so that a fresh
 * machine starts without configuration and tokens survive a restart. Production must configure it, because
 * every process of a scaled-out deployment has to share it.
 */
export function loadSecret(config: Config): string {
  if (config.secret) {
    if (Buffer.byteLength(config.secret) < MIN_SECRET_BYTES) {
      throw new Error(`HERALD_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
    }
    return config.secret;
  }
  if (config.production) throw new Error('HERALD_SECRET is required in production');
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(MIN_SECRET_BYTES).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
