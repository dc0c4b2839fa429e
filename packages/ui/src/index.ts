// @herald/ui: Herald's themed, accessible React primitives. Explicit exports only.
// Styles ship as one stylesheet: `import '@herald/ui/styles.css'`.
export {
  DefaultLink,
  UIProvider,
  UI_MODES,
  useLinkComponent,
  usePortalContainer,
} from './components/UIProvider/index.js';
export { Link } from './components/Link/index.js';
export type { LinkProps } from './components/Link/index.js';
export type {
  LinkComponent,
  LinkComponentProps,
  UIMode,
  UIProviderProps,
} from './components/UIProvider/index.js';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './components/Button/index.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.js';
export { IconButton, ICON_BUTTON_VARIANTS } from './components/IconButton/index.js';
export type { IconButtonProps, IconButtonVariant } from './components/IconButton/index.js';
export { Badge, BADGE_TONES, formatBadgeCount } from './components/Badge/index.js';
export type { BadgeProps, BadgeTone } from './components/Badge/index.js';
export { NotificationBell, notificationBellLabel } from './components/NotificationBell/index.js';
export type { NotificationBellProps } from './components/NotificationBell/index.js';
export { AppShell, DEFAULT_APP_SHELL_LABELS } from './components/AppShell/index.js';
export type { AppShellLabels, AppShellNavItem, AppShellProps } from './components/AppShell/index.js';
export { darkTheme, lightTheme, systemTheme, vars } from './theme/theme.css.js';
export type { Brand } from './theme/brand.js';
export { DIRECTIONS, directionOfLocale } from './i18n/direction.js';
export type { Direction } from './i18n/direction.js';

// Form and input primitives
export { Switch } from './components/Switch/index.js';
export type { SwitchProps } from './components/Switch/index.js';
export { Checkbox } from './components/Checkbox/index.js';
export type { CheckboxProps } from './components/Checkbox/index.js';
export { Radio, RadioGroup, RADIO_GROUP_ORIENTATIONS } from './components/RadioGroup/index.js';
export type { RadioGroupOrientation, RadioGroupProps, RadioProps } from './components/RadioGroup/index.js';
export { TextField } from './components/TextField/index.js';
export type { TextFieldProps } from './components/TextField/index.js';
export { TextArea } from './components/TextArea/index.js';
export type { TextAreaProps } from './components/TextArea/index.js';
