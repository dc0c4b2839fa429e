// A warm "sand" re-theme of the kit, for the re-themed stories of ConnectedPopoverNotificationCenter.stories.tsx:
// every value of the theme contract, in light and dark, given at run time (`tokens`) or as the build-time classes
// below (`theme`). Story-only: no entry of the package reaches it, so its build (from src/index.ts and
// src/views.ts) never ships it. Every text colour meets 4.5:1 on every surface of its mode, the brand (focus,
// selection, primary actions) and strong borders 3:1, as packages/ui/src/theme/contrast.test.ts holds the kit's.
import { createTheme } from '@vanilla-extract/css';
import { vars, type ThemeTokens } from '@herald/ui/foundations';

/** A humanist serif, so the re-theme's font is plain to see; the fallbacks end in the platform's serif. */
export const SAND_FONT_FAMILY = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';

/** What does not change with the mode: roomier spacing (still on the 4 px grid), rounder corners, type, motion. */
const shape = {
  space: {
    none: '0',
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '20px',
    lg: '28px',
    xl: '36px',
    xxl: '52px',
  },
  radius: { sm: '10px', md: '16px', pill: '999px' },
  size: { control: '36px', target: '24px' },
  font: {
    family: SAND_FONT_FAMILY,
    // A serif reads smaller than the system sans at the same size: body text goes up a pixel.
    size: { xs: '12px', sm: '15px', md: '17px', lg: '21px', xl: '25px', xxl: '33px' },
    lineHeight: { xs: '16px', sm: '22px', md: '26px', lg: '28px', xl: '32px', xxl: '40px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  },
  zIndex: { header: '10', popover: '100', skipLink: '200' },
  motion: {
    duration: { fast: '140ms', normal: '180ms' },
    easing: { standard: 'cubic-bezier(0.3, 0, 0.2, 1)' },
  },
};

const light = {
  color: {
    neutral: {
      '1': '#fdfbf7',
      '2': '#f8f3ea',
      '3': '#f2ebdf',
      '4': '#ebe1d1',
      '5': '#e2d5c1',
      '6': '#d5c4aa',
      '7': '#bfaa8a',
      '8': '#8a7458',
      '9': '#7a654b',
      '10': '#6a5640',
      '11': '#5a4734',
      '12': '#2b2118',
    },
    // Terracotta: 6.4:1 on the base surface, white text on it 6.7:1.
    brand: '#9c3f1c',
    brandForeground: '#ffffff',
    success: { text: '#1e6a36', surface: '#edf5e8', solid: '#1e6a36', onSolid: '#ffffff' },
    warning: { text: '#8a5200', surface: '#fbf0d9', solid: '#e6a23c', onSolid: '#2b2118' },
    danger: { text: '#a3261b', surface: '#fbe9e4', solid: '#a3261b', onSolid: '#ffffff' },
    info: { text: '#1f4e94', surface: '#e9eff7', solid: '#1f4e94', onSolid: '#ffffff' },
    surface: {
      canvas: '#f3ecdf',
      base: '#fcf9f3',
      raised: '#f7f0e4',
      overlay: '#fffdf9',
      hover: '#efe6d6',
      active: '#e6dac6',
    },
    text: { primary: '#2b2118', secondary: '#5a4734', disabled: '#736047' },
    border: { subtle: '#e8dcc8', default: '#d5c4aa', strong: '#8a7458' },
    focus: '#9c3f1c',
    scrim: 'rgba(43, 33, 24, 0.48)',
  },
  button: {
    primary: {
      background: '#9c3f1c',
      backgroundHover: '#7f3216',
      foreground: '#ffffff',
      border: 'transparent',
    },
    secondary: {
      background: '#fcf9f3',
      backgroundHover: '#efe6d6',
      foreground: '#2b2118',
      border: '#bfaa8a',
    },
    ghost: {
      background: 'transparent',
      backgroundHover: '#efe6d6',
      foreground: '#2b2118',
      border: 'transparent',
    },
    danger: {
      background: '#a3261b',
      backgroundHover: '#86201a',
      foreground: '#ffffff',
      border: 'transparent',
    },
  },
  shadow: {
    raised: '0 1px 2px rgba(74, 52, 28, 0.08), 0 1px 3px rgba(74, 52, 28, 0.12)',
    overlay: '0 6px 12px rgba(74, 52, 28, 0.10), 0 16px 32px rgba(74, 52, 28, 0.14)',
  },
  ...shape,
} satisfies ThemeTokens;

/** Sand at night: warm browns that grow lighter with elevation, and a lighter terracotta that carries dark text. */
const dark = {
  color: {
    neutral: {
      '1': '#15110c',
      '2': '#1b1610',
      '3': '#231d15',
      '4': '#2b241a',
      '5': '#342b20',
      '6': '#3f3527',
      '7': '#4d4131',
      '8': '#94806a',
      '9': '#a08d76',
      '10': '#ad9b84',
      '11': '#c4b49d',
      '12': '#f3ebdd',
    },
    brand: '#e39a6f',
    brandForeground: '#1b1207',
    success: { text: '#4ade80', surface: '#0f2a1a', solid: '#4ade80', onSolid: '#052e16' },
    warning: { text: '#fbbf24', surface: '#2b2108', solid: '#fbbf24', onSolid: '#1c1400' },
    danger: { text: '#f87171', surface: '#2d1212', solid: '#f87171', onSolid: '#1f0707' },
    info: { text: '#60a5fa', surface: '#0f1e33', solid: '#60a5fa', onSolid: '#04152e' },
    surface: {
      canvas: '#120e0a',
      base: '#18130e',
      raised: '#201a13',
      overlay: '#272017',
      hover: '#30281d',
      active: '#3a3024',
    },
    text: { primary: '#f3ebdd', secondary: '#c4b49d', disabled: '#9c8a73' },
    border: { subtle: '#30281d', default: '#443829', strong: '#94806a' },
    focus: '#e39a6f',
    scrim: 'rgba(0, 0, 0, 0.64)',
  },
  button: {
    primary: {
      background: '#e39a6f',
      backgroundHover: '#ecb393',
      foreground: '#1b1207',
      border: 'transparent',
    },
    secondary: {
      background: '#201a13',
      backgroundHover: '#30281d',
      foreground: '#f3ebdd',
      border: '#5a4b39',
    },
    ghost: {
      background: 'transparent',
      backgroundHover: '#30281d',
      foreground: '#f3ebdd',
      border: 'transparent',
    },
    danger: {
      background: '#f87171',
      backgroundHover: '#fca5a5',
      foreground: '#1f0707',
      border: 'transparent',
    },
  },
  shadow: {
    raised: '0 1px 2px rgba(0, 0, 0, 0.40), 0 1px 3px rgba(0, 0, 0, 0.30)',
    overlay: '0 6px 12px rgba(0, 0, 0, 0.45), 0 16px 32px rgba(0, 0, 0, 0.55)',
  },
  ...shape,
} satisfies ThemeTokens;

/** The sand theme's values for each mode, as `UIProvider`'s `tokens` takes them. */
export const sandTokens = { light, dark };

export type SandMode = keyof typeof sandTokens;

/** The same theme made at build time, a class per mode, for `UIProvider`'s `theme`. */
export const sandThemes: Record<SandMode, string> = {
  light: createTheme(vars, light),
  dark: createTheme(vars, dark),
};
