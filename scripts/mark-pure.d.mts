// Types of mark-pure.mjs for the package's build configuration.
export function markPure(code: string): { code: string; marked: number };
export function markPureInDirectory(directory: string): Promise<number>;
