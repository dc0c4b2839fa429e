// Every suite writes a JSON report to reports/ so that `npm test` can end with one summary line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** reports/<package>-<suite>.json for the vitest config at `configUrl`. */
export function reportFile(configUrl, suite) {
  const pkg = path.basename(path.dirname(fileURLToPath(configUrl)));
  return path.join(root, 'reports', `${pkg}-${suite}.json`);
}
