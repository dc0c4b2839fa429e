// Types of host-size.mjs for the tests that build host pages with it.
import type { BuildOptions } from 'esbuild';

export function hostBuildOptions(
  entry: string,
  packageDir: string,
): BuildOptions & { write: false; metafile: true; outdir: string };
