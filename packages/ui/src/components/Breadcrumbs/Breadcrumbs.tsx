import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import { Link } from '../Link/Link.js';
import * as styles from './Breadcrumbs.css.js';

/** One step of the trail; the last step is the current page and needs no `href`. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface BreadcrumbsProps extends ComponentPropsWithRef<'nav'> {
  /** From the top of the site down to the current page. */
  items: readonly BreadcrumbItem[];
  /** Names the landmark; "Breadcrumbs" by default. */
  label?: string;
}

/** Where the page sits in the site: links to each level above it, then the current page, marked as such. */
export function Breadcrumbs({ items, label = 'Breadcrumbs', className, ...rest }: BreadcrumbsProps) {
  return (
    <nav {...rest} aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {isCurrent || item.href === undefined ? (
                <span
                  className={cx(isCurrent && styles.current)}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
