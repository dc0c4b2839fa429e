import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { button } from '../Button/Button.css.js';
import type { ButtonSize } from '../Button/Button.css.js';
import * as styles from './IconButton.css.js';
import type { IconButtonVariant } from './IconButton.css.js';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name. Required: the button shows no text, so this is all a screen reader user hears. */
  label: string;
  /** The icon; decorative, hidden from assistive technology. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: ButtonSize;
  /** Drawn over the icon, such as a count badge; hidden from assistive technology, so put its meaning in `label`. */
  adornment?: ReactNode;
}

/** A square, icon-only button whose name comes from `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  adornment,
  disabled = false,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      className={cx(button({ variant, size }), styles.iconButton({ size }), className)}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {adornment ? <span aria-hidden="true">{adornment}</span> : null}
    </button>
  );
}
