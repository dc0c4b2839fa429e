// The code samples of docs/kit.md, compiled where a team would paste them: each `tsx` sample is a module of its
// own, type-checked in the kit's host project against the installed packages, and a sample that names an App Router
// file (its first line `// app/…`) is a page of the Next.js host, which `next build` compiles and checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../root.js';

export interface DocSample {
  /** Where it is in the guide: `docs/kit.md:125`. */
  where: string;
  code: string;
  /** The App Router file it is (`page.tsx` of `// app/page.tsx`), or none: a module of any React app. */
  appFile: string | undefined;
}

const GUIDE = path.join(repoRoot, 'docs', 'kit.md');
const TSX_BLOCK = /^```tsx\n([\s\S]*?)^```$/gm;
const APP_FILE = /^\/\/ app\/([\w.-]+\.tsx)\b/;

/** Every `tsx` sample of the guide, in order. */
export function kitGuideSamples(): DocSample[] {
  const text = readFileSync(GUIDE, 'utf8');
  return [...text.matchAll(TSX_BLOCK)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length + 1;
    const code = match[1]!;
    return {
      where: `docs/kit.md:${line}`,
      code,
      appFile: APP_FILE.exec(code)?.[1],
    };
  });
}

/** A sample as a file: where it came from on its first line, so a compiler's error names the guide's line. */
export const sampleFile = (sample: DocSample) => `// ${sample.where}\n${sample.code}`;
