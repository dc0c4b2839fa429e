import { assignVars, createTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import { darkTokens, lightTokens } from './tokens.js';

export { vars };

/**
 * Light theme class (the default, docs/product.md §9). Themes are classes so they apply only inside the
 * provider root.
 */
export const lightTheme = createTheme(vars, lightTokens, 'light');

/** Dark theme class. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');

/** Follows the operating system's colour scheme without script, so there is no flash on first paint. */
export const systemTheme = style({
  vars: assignVars(vars, lightTokens),
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTokens) } },
});

// Declared after the themes so it wins over their durations at equal specificity.
/** Turns every motion duration to 0 when the user asks for reduced motion. */
export const reducedMotion = style({
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // Important, so the durations stop whatever a host sets: its run-time tokens on the provider's element (an
      // inline style) and its build-time theme class, which may come later in the page.
      vars: {
        [vars.motion.duration.fast]: '0ms !important',
        [vars.motion.duration.normal]: '0ms !important',
      },
    },
  },
});
