import { Icon, type IconProps } from './Icon.js';

/** A cross, for closing dialogs, drawers and toasts. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Icon>
  );
}
