// Types of host-size.mjs for the tests that build host pages with it.
import type { BuildOptions } from 'esbuild';

export function hostBuildOptions(
  entry: string,
  packageDir: string,
): BuildOptions & { write: false; metafile: true; outdir: string };

export interface HostSize {
  js: number;
  css: number;
  total: number;
}

export function measureHost(
  entry: string,
  packageDir: string,
): Promise<{ initial: HostSize; all: HostSize; languageChunks: number; largestLanguage: number }>;
