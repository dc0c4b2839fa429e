import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Button.css.js';
import type { ButtonSize, ButtonVariant } from './Button.css.js';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: `primary` for the one main action of a view. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores presses; the label stays, so the name does not change. */
  loading?: boolean;
  /** Drawn before the label and hidden from assistive technology. */
  icon?: ReactNode;
}

/** A native button with Herald's palettes; `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  icon,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A running action must not start twice, nor submit its form.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cx(styles.button({ variant, size }), className)}
      onClick={handleClick}
    >
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
