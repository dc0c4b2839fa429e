interface AxeRunOptions {
  runOnly: { type: 'tag'; values: string[] };
  rules: Record<string, { enabled: boolean }>;
  iframes?: boolean;
}
export const WCAG_22_AA_TAGS: string[];
export const AXE_RUN_OPTIONS: AxeRunOptions;
export const AXE_DOCS_RUN_OPTIONS: AxeRunOptions;
