// React Aria's live announcer empties its regions with `innerHTML = ''` (date segments and spin buttons clear it on
// every keystroke). Under `require-trusted-types-for 'script'` a plain string there throws, so a page that enforces
// Trusted Types needs a default policy; this one lets only empty markup through, which can carry nothing, and
// refuses everything else as the enforcing page would.

import { TRUSTED_TYPES_POLICIES } from '@herald/notification-protocol';

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string | null }): unknown;
}

/**
 * Installs the page's default Trusted Types policy, which turns the empty string into TrustedHTML and refuses any
 * other markup (the browser then blocks the write and reports it, exactly as without a policy). Call it once, before
 * the first render, on a page whose CSP names `trusted-types default` (with `dompurify` for the kit's sanitised markup). Answers whether the policy is in place: false
 * where the browser has no Trusted Types, or another default policy was installed first (the page's own choice).
 */
export function installEmptyMarkupPolicy(): boolean {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return false;
  if (factory.defaultPolicy) return false;
  factory.createPolicy(TRUSTED_TYPES_POLICIES.emptyMarkup, {
    createHTML: (input) => (input === '' ? '' : null),
  });
  return true;
}
