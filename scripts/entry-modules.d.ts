export function modulesOf(entry: URL, packageRoot: URL): Promise<string[]>;
