import { Link, type LinkProps } from '@herald/ui';
import * as styles from './page.css';

/** A link inside a page, through the router, that looks like a link. */
export function TextLink({ className, action = false, ...props }: LinkProps & { action?: boolean }) {
  const classes = [styles.textLink, action ? styles.actionLink : undefined, className].filter(Boolean);
  return <Link {...props} className={classes.join(' ')} />;
}
