// `@herald/ui/foundations`: the tokens, themes and small pieces every part of a kit built on @herald/ui composes with
// (the theme contract's variables and theme classes, run-time branding, direction, icons, the visually hidden and
// focus styles, the small-screen query, class and ref helpers). It holds no component but the icons, so a page's
// first chunk can take it whole. Each component is also an entry of its own: `@herald/ui/components/<Name>`.
export { vars } from './theme/contract.css.js';
export { darkTheme, lightTheme, systemTheme } from './theme/theme.css.js';
export { brandVars } from './theme/brand.js';
export type { Brand, BrandMode } from './theme/brand.js';
export type { ThemeOverrides, ThemeTokens } from './theme/tokens.js';
export { DIRECTIONS, directionOfLocale } from './i18n/direction.js';
export type { Direction } from './i18n/direction.js';
export { Icon } from './icons/Icon.js';
export type { IconProps } from './icons/Icon.js';
export { BellIcon } from './icons/BellIcon.js';
export { ChevronStartIcon } from './icons/ChevronStartIcon.js';
export { focusRing, visuallyHidden, visuallyHiddenRules } from './styles/a11y.css.js';
export { SHEET_BREAKPOINT_PX, SMALL_SCREEN } from './styles/smallScreen.js';
export { assignRef } from './utils/assignRef.js';
export { cx } from './utils/cx.js';
