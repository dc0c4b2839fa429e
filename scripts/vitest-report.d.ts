export function reportFile(configUrl: string, suite: string): string;
