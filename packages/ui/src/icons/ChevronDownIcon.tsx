import { Icon, type IconProps } from './Icon.js';

/** A downward chevron for menu triggers. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon size={16} {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
