// Types of build-modules.mjs for the package's build configuration.
export function buildModules(options: {
  entries: string[];
  sourceDir: string;
  outDir: string;
}): Promise<number>;
