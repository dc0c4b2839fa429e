import { spinner } from '../../components/Spinner/Spinner.css.js';
import type { SpinnerSize } from '../../components/Spinner/Spinner.css.js';
import { cx } from '../../utils/cx.js';

/**
 * The kit's spinner drawn without React Aria, for the notification center's own chunks: an indeterminate
 * `progressbar` named by `label`, as the kit's Spinner renders it.
 */
export function LightSpinner({
  label,
  size = 'md',
  className,
}: {
  label: string;
  size?: SpinnerSize;
  className?: string;
}) {
  return <span role="progressbar" aria-label={label} className={cx(spinner({ size }), className)} />;
}
