// Every suite writes a JSON report to reports/ so that `npm test` can end with one summary line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Vitest 5's reporter prints failures with Map.groupBy, which Node 20 lacks; without this a failing test
// crashes the reporter instead of being shown. Every vitest config imports this file.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** reports/<package>-<suite>.json for the vitest config at `configUrl`. */
export function reportFile(configUrl, suite) {
  const pkg = path.basename(path.dirname(fileURLToPath(configUrl)));
  return path.join(root, 'reports', `${pkg}-${suite}.json`);
}
