#!/usr/bin/env node
// Every citation points at a document that lives in the repository: the product's rules at docs/product.md, the
// architecture at docs/architecture.md, the security bar at docs/security.md. A tracked file that still cites the
// specification by its old name (the word SPEC, or SPEC.md, before a section sign) or a design, engine, security,
// style or toolchain note kept outside the repository fails here, so a reader never meets a reference to a
// document they cannot open.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OLD_CITATION = 'SPEC(\\.md)? *§|\\b(DESIGN|ENGINE|SECURITY|STYLE|TOOLCHAIN)\\.md';
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
    `${hits.length} citation(s) of a document that is not in the repository; cite ${DOCUMENT} §N, docs/architecture.md or docs/security.md instead:`,
  );
  console.error(hits.map((hit) => `  ${hit.length > 200 ? `${hit.slice(0, 200)}…` : hit}`).join('\n'));
  process.exit(1);
}
console.log('Every citation points at a document in the repository.');
