// @herald/ui: Herald's design system: tokens, themes and accessible React primitives, with no data and no lifecycle.
// Explicit exports only. Each style module imports its own stylesheet, so a page gets the rules of the modules it
// uses. The notification center built on it is `@herald/notification-center`.
export {
  DefaultLink,
  UIProvider,
  UI_MODES,
  useLinkComponent,
  usePortalContainer,
  useProviderDirection,
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
export { vars } from './theme/contract.css.js';
export { darkTheme, lightTheme, systemTheme } from './theme/theme.css.js';
export { brandVars } from './theme/brand.js';
export type { Brand, BrandMode } from './theme/brand.js';
export type { ThemeOverrides, ThemeTokens } from './theme/tokens.js';
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
export { Spinner, SPINNER_SIZES } from './components/Spinner/index.js';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/index.js';
export { ProgressBar, PROGRESS_TONES } from './components/ProgressBar/index.js';
export type { ProgressBarProps, ProgressTone } from './components/ProgressBar/index.js';
export {
  Avatar,
  AVATAR_SIZES,
  DEFAULT_SYSTEM_AVATAR_LABELS,
  initialsOf,
  SYSTEM_AVATAR_ICONS,
} from './components/Avatar/index.js';
export type { AvatarProps, AvatarSize, SystemAvatarIcon } from './components/Avatar/index.js';
export { Select, SelectItem } from './components/Select/index.js';
export type { SelectProps } from './components/Select/index.js';
export { ComboBox, ComboBoxItem } from './components/ComboBox/index.js';
export type { ComboBoxProps } from './components/ComboBox/index.js';
export {
  DEFAULT_FILE_DROP_LABELS,
  FILE_UPLOAD_STATUSES,
  FileDrop,
  formatFileSize,
  isAcceptedFile,
} from './components/FileDrop/index.js';
export type {
  FileDropLabels,
  FileDropProps,
  FileRejectionDetails,
  FileRejectionReason,
  FileUpload,
  FileUploadStatus,
} from './components/FileDrop/index.js';
export { DatePicker } from './components/DatePicker/index.js';
export type { DatePickerProps } from './components/DatePicker/index.js';
export { DateRangePicker } from './components/DateRangePicker/index.js';
export type { DateRangePickerProps } from './components/DateRangePicker/index.js';

// Overlays, structure and layout
export { Stack, STACK_ALIGNS } from './components/Stack/index.js';
export type { StackAlign, StackProps } from './components/Stack/index.js';
export { Inline, INLINE_ALIGNS, INLINE_ALIGNS_Y } from './components/Inline/index.js';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/Inline/index.js';
export { Grid } from './components/Grid/index.js';
export type { GridProps } from './components/Grid/index.js';
export { BREAKPOINTS, GRID_COLUMNS, sprinkles } from './styles/sprinkles.css.js';
export type { Space, Sprinkles } from './styles/sprinkles.css.js';
export { VisuallyHidden } from './components/VisuallyHidden/index.js';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index.js';
export { Heading, HEADING_LEVELS, HEADING_SIZES } from './components/Heading/index.js';
export type { HeadingLevel, HeadingProps, HeadingSize } from './components/Heading/index.js';
export { Text, TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS } from './components/Text/index.js';
export type { TextProps, TextSize, TextTone, TextWeight } from './components/Text/index.js';
export { Card, CARD_PADDINGS, CARD_TONES } from './components/Card/index.js';
export type { CardPadding, CardProps, CardTone } from './components/Card/index.js';
export { EmptyState } from './components/EmptyState/index.js';
export type { EmptyStateProps } from './components/EmptyState/index.js';
export { Skeleton, SKELETON_SHAPES } from './components/Skeleton/index.js';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/index.js';
export { Breadcrumbs } from './components/Breadcrumbs/index.js';
export type { BreadcrumbItem, BreadcrumbsProps } from './components/Breadcrumbs/index.js';
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './components/Popover/index.js';
export type { PopoverContentProps, PopoverProps, PopoverTriggerProps } from './components/Popover/index.js';
export { Tooltip } from './components/Tooltip/index.js';
export type { TooltipProps } from './components/Tooltip/index.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  DIALOG_PLACEMENTS,
} from './components/Dialog/index.js';
export type { DialogContentProps, DialogPlacement, DialogProps } from './components/Dialog/index.js';
export {
  AlertDialog,
  AlertDialogContent,
  AlertDialogTrigger,
  ALERT_DIALOG_TONES,
} from './components/AlertDialog/index.js';
export type {
  AlertDialogContentProps,
  AlertDialogProps,
  AlertDialogTone,
} from './components/AlertDialog/index.js';
export {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
  MENU_ITEM_TONES,
} from './components/Menu/index.js';
export type {
  MenuContentProps,
  MenuItemProps,
  MenuItemTone,
  MenuLinkItemProps,
  MenuProps,
} from './components/Menu/index.js';
export { ToastProvider, TOAST_TONES, useToast } from './components/Toast/index.js';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast/index.js';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs/index.js';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs/index.js';
export { Accordion, AccordionItem } from './components/Accordion/index.js';
export type { AccordionItemProps, AccordionProps } from './components/Accordion/index.js';
export { ScrollArea } from './components/ScrollArea/index.js';
export type { ScrollAreaProps } from './components/ScrollArea/index.js';
export { DEFAULT_PAGINATION_LABELS, Pagination, paginationItems } from './components/Pagination/index.js';
export type { PaginationItem, PaginationLabels, PaginationProps } from './components/Pagination/index.js';
export { DEFAULT_TABLE_LABELS, SORT_DIRECTIONS, Table } from './components/Table/index.js';
export type {
  SortDirection,
  SortValue,
  TableColumn,
  TableLabels,
  TableProps,
  TableSort,
} from './components/Table/index.js';

// Icons and the pieces a kit built on these primitives composes with (the notification center is one), also on
// their own entry, `@herald/ui/foundations`.
export {
  assignRef,
  BellIcon,
  ChevronStartIcon,
  cx,
  focusRing,
  Icon,
  SHEET_BREAKPOINT_PX,
  SMALL_SCREEN,
  visuallyHidden,
  visuallyHiddenRules,
} from './foundations.js';
export type { IconProps } from './foundations.js';
