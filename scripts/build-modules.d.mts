// Types of build-modules.mjs for the package's build configuration.
export function buildModules(options: {
  entries: string[];
  sourceDir: string;
  outDir: string;
}): Promise<number>;
/** The vanilla-extract plugin options a build evaluating style sources that import the kit's built modules needs. */
export const STYLE_SOURCE_OPTIONS: { esbuildOptions: { loader: Record<string, 'empty'> } };
export function hoistLazyStylesheets(options: { outDir: string; siblings: string[] }): Promise<void>;
