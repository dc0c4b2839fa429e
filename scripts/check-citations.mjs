#!/usr/bin/env node
// Every citation of the product's rules points at docs/product.md, which lives in the repository. A tracked file
// that still cites the specification by its old name (the word SPEC, or SPEC.md, before a section sign) fails
// here, so a reader never meets a reference to a document they cannot open.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OLD_CITATION = 'SPEC(\\.md)? *§';
const DOCUMENT = 'docs/product.md';

// -I skips binary files (the visual baselines); the document itself may name its old title.
const grep = spawnSync(
  'git',
  ['grep', '-n', '-I', '-E', OLD_CITATION, '--', '.', `:(exclude)${DOCUMENT}`, ':(exclude)package-lock.json'],
  { cwd: root, encoding: 'utf8' },
);
if (grep.error || (grep.status !== 0 && grep.status !== 1)) {
  console.error(`check-citations: git grep failed: ${grep.error?.message ?? grep.stderr.trim()}`);
  process.exit(2);
}
if (grep.status === 0) {
  const hits = grep.stdout.trim().split('\n');
  console.error(
    `${hits.length} citation(s) of a specification that is not in the repository; cite ${DOCUMENT} §N instead:`,
  );
  console.error(hits.map((hit) => `  ${hit.length > 200 ? `${hit.slice(0, 200)}…` : hit}`).join('\n'));
  process.exit(1);
}
console.log(`Every citation of the product's rules points at ${DOCUMENT}.`);
