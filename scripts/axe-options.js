// The accessibility bar every browser check holds the kit and the app to: WCAG 2.2 AA. axe ships its one WCAG 2.2
// rule, `target-size` (24 × 24 px, SC 2.5.8), switched off, so it is switched on by name as well as by tag.
// Storybook's a11y addon, its docs-page sweep and the end-to-end page sweep all read these options.

/** The WCAG success-criteria tags up to 2.2 AA. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Options for `axe.run` on a story or an app page: WCAG 2.2 AA, and axe's best practices, which both met before. */
export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: [...WCAG_22_AA_TAGS, 'best-practice'] },
  rules: { 'target-size': { enabled: true } },
};

/**
 * Options for a docs page, which stacks every story of a component on one page: WCAG 2.2 AA alone, since the best
 * practices about a page's structure (one main landmark, unique landmark names, heading order) would judge the
 * stacking rather than the kit, and each story meets them on its own. Stories drawn in their own iframe are checked
 * as stories.
 */
export const AXE_DOCS_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: WCAG_22_AA_TAGS },
  rules: { 'target-size': { enabled: true } },
  iframes: false,
};
