export { AppShell, DEFAULT_APP_SHELL_LABELS } from './AppShell.js';
export type { AppShellLabels, AppShellNavItem, AppShellProps } from './AppShell.js';
