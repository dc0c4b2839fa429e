import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens.js';

/**
 * The theme contract: the CSS variables every component styles with. Only the shape of the tokens is read here; it
 * holds no rule, so a style module that uses the variables brings no theme with it. The themes' values are in
 * theme.css.ts, and reach a page with the module that applies them (the provider, or a host's own theme class).
 */
export const vars = createThemeContract(lightTokens);
