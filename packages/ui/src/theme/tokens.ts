// The raw values of the light and dark themes. Plain data, so the contrast tests read exactly what the CSS
// ships; theme.css.ts turns them into a contract and two theme classes.

/** Same shape as `T`, every leaf a CSS value. */
type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };

/** The system font stack, used unless the organisation sets its own font. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Every spacing step lies on the 4 px grid. */
const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
};

const radius = { sm: '6px', md: '8px', pill: '999px' };

/**
 * Sizes of controls. Every single-line field (text field, select, combo box, date pickers) is `control` tall, so
 * fields side by side line up; `target` is the smallest a pointer target may be (WCAG 2.2 SC 2.5.8).
 */
const size = { control: '36px', target: '24px' };

const font = {
  family: SYSTEM_FONT_STACK,
  /** Type scale 12/14/16/20/24/32. */
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  lineHeight: { xs: '16px', sm: '20px', md: '24px', lg: '28px', xl: '32px', xxl: '40px' },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
};

/** Stacking order, lowest first. */
const zIndex = { header: '10', popover: '100', skipLink: '200' };

/** Short motion; the reduced-motion rule in theme.css.ts sets every duration to 0. */
const motion = {
  duration: { fast: '120ms', normal: '200ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
};

/** The two stops of a gradient fill; text on it must read against both. */
export interface GradientStops {
  from: string;
  to: string;
}

const gradient = ({ from, to }: GradientStops) => `linear-gradient(120deg, ${from}, ${to})`;

/**
 * The primary button is a pink-to-orange gradient (docs/product.md §9), dark enough for white text in light
 * mode.
 */
export const primaryGradients = {
  light: { rest: { from: '#be185d', to: '#c2410c' }, hover: { from: '#9d174d', to: '#9a3412' } },
  dark: { rest: { from: '#f9a8d4', to: '#fdba74' }, hover: { from: '#fbcfe8', to: '#fed7aa' } },
} as const satisfies Record<'light' | 'dark', { rest: GradientStops; hover: GradientStops }>;

/**
 * Light theme. Neutral steps follow one role per step: 1 app background, 2 subtle background, 3–5 interactive
 * backgrounds, 6–8 borders, 9–10 solid fills, 11 secondary text, 12 primary text.
 */
export const lightTokens = {
  color: {
    neutral: {
      '1': '#fcfcfd',
      '2': '#f6f7f9',
      '3': '#f0f1f3',
      '4': '#e8eaed',
      '5': '#dfe2e6',
      '6': '#d2d6dc',
      '7': '#b9bfc8',
      '8': '#7b8391',
      '9': '#6b7280',
      '10': '#5a616d',
      '11': '#4b5260',
      '12': '#1c1f24',
    },
    brand: '#be185d',
    brandForeground: '#ffffff',
    success: { text: '#166534', surface: '#f0fdf4', solid: '#15803d', onSolid: '#ffffff' },
    warning: { text: '#854d0e', surface: '#fefce8', solid: '#fbbf24', onSolid: '#1c1f24' },
    danger: { text: '#b91c1c', surface: '#fef2f2', solid: '#b91c1c', onSolid: '#ffffff' },
    info: { text: '#1d4ed8', surface: '#eff6ff', solid: '#1d4ed8', onSolid: '#ffffff' },
    surface: {
      /** Page background behind the content. */
      canvas: '#f6f7f9',
      /** Content background. */
      base: '#ffffff',
      /** Cards (first elevation). */
      raised: '#ffffff',
      /** Popovers and menus (second elevation). */
      overlay: '#ffffff',
      hover: '#f0f1f3',
      active: '#e8eaed',
    },
    text: { primary: '#1c1f24', secondary: '#4b5260', disabled: '#6b7280' },
    border: { subtle: '#e8eaed', default: '#d2d6dc', strong: '#7b8391' },
    focus: '#be185d',
    /** Behind dialogs. */
    scrim: 'rgba(16, 18, 22, 0.48)',
  },
  button: {
    primary: {
      background: gradient(primaryGradients.light.rest),
      backgroundHover: gradient(primaryGradients.light.hover),
      foreground: '#ffffff',
      border: 'transparent',
    },
    secondary: {
      background: '#ffffff',
      backgroundHover: '#f0f1f3',
      foreground: '#1c1f24',
      border: '#b9bfc8',
    },
    ghost: {
      background: 'transparent',
      backgroundHover: '#f0f1f3',
      foreground: '#1c1f24',
      border: 'transparent',
    },
    danger: {
      background: '#b91c1c',
      backgroundHover: '#991b1b',
      foreground: '#ffffff',
      border: 'transparent',
    },
  },
  shadow: {
    raised: '0 1px 2px rgba(16, 18, 22, 0.06), 0 1px 3px rgba(16, 18, 22, 0.10)',
    overlay: '0 4px 8px rgba(16, 18, 22, 0.08), 0 12px 24px rgba(16, 18, 22, 0.12)',
  },
  space,
  radius,
  size,
  font,
  zIndex,
  motion,
};

export type ThemeTokens = TokenValues<typeof lightTokens>;

/** Any part of the theme's values (colour roles, radius, spacing, typography, shadows, motion), as a host sets them. */
export type ThemeOverrides = { [Group in keyof ThemeTokens]?: PartialTokens<ThemeTokens[Group]> };
type PartialTokens<Value> = Value extends string
  ? Value
  : { [Key in keyof Value]?: PartialTokens<Value[Key]> };

/**
 * Dark theme, designed rather than inverted: blue-grey surfaces that grow lighter with elevation, softened text
 * white, and lighter brand and status tones that carry dark text.
 */
export const darkTokens: ThemeTokens = {
  color: {
    neutral: {
      '1': '#111318',
      '2': '#171a20',
      '3': '#1f232b',
      '4': '#262b34',
      '5': '#2e343e',
      '6': '#383f4a',
      '7': '#464e5b',
      '8': '#8891a0',
      '9': '#959dab',
      '10': '#a2aab7',
      '11': '#b0b7c3',
      '12': '#edeef0',
    },
    brand: '#f472b6',
    brandForeground: '#000000',
    success: { text: '#4ade80', surface: '#0f2a1a', solid: '#4ade80', onSolid: '#052e16' },
    warning: { text: '#fbbf24', surface: '#2b2108', solid: '#fbbf24', onSolid: '#1c1400' },
    danger: { text: '#f87171', surface: '#2d1212', solid: '#f87171', onSolid: '#1f0707' },
    info: { text: '#60a5fa', surface: '#0f1e33', solid: '#60a5fa', onSolid: '#04152e' },
    surface: {
      canvas: '#0e1014',
      base: '#111318',
      raised: '#171a20',
      overlay: '#1d2027',
      hover: '#262b34',
      active: '#2e343e',
    },
    text: { primary: '#edeef0', secondary: '#b0b7c3', disabled: '#8b939f' },
    border: { subtle: '#262b34', default: '#383f4a', strong: '#8891a0' },
    focus: '#f472b6',
    scrim: 'rgba(0, 0, 0, 0.64)',
  },
  button: {
    primary: {
      background: gradient(primaryGradients.dark.rest),
      backgroundHover: gradient(primaryGradients.dark.hover),
      foreground: '#1a0a10',
      border: 'transparent',
    },
    secondary: {
      background: '#1f232b',
      backgroundHover: '#262b34',
      foreground: '#edeef0',
      border: '#464e5b',
    },
    ghost: {
      background: 'transparent',
      backgroundHover: '#262b34',
      foreground: '#edeef0',
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
    overlay: '0 4px 8px rgba(0, 0, 0, 0.40), 0 12px 24px rgba(0, 0, 0, 0.50)',
  },
  space,
  radius,
  size,
  font,
  zIndex,
  motion,
};
