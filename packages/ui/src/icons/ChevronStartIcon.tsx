import { Icon, type IconProps } from './Icon.js';
import { mirrorInRtl } from './icons.css.js';
import { cx } from '../utils/cx.js';

/** Points back, toward the inline start: left, and right in right-to-left layouts. */
export function ChevronStartIcon({ className, ...props }: IconProps) {
  return (
    <Icon {...props} className={cx(mirrorInRtl, className)}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}

/** Points forward, toward the inline end: right, and left in right-to-left layouts. */
export function ChevronEndIcon({ className, ...props }: IconProps) {
  return (
    <Icon {...props} className={cx(mirrorInRtl, className)}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  );
}
