export {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuSeparator,
  MenuTrigger,
  MENU_ITEM_TONES,
} from './Menu.js';
export type { MenuContentProps, MenuItemProps, MenuItemTone, MenuLinkItemProps, MenuProps } from './Menu.js';
