import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { Heading } from '../Heading/Heading.js';
import type { HeadingLevel } from '../Heading/Heading.css.js';
import * as styles from './EmptyState.css.js';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is missing, in the product's words ("No contributions yet"). */
  title: string;
  /** What the user can do about it. */
  description?: ReactNode;
  /** A decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** The next step, usually one Button. */
  action?: ReactNode;
  /** The title's level in the page outline; 2 by default. */
  headingLevel?: HeadingLevel;
}

/** What a list, table or page shows when there is nothing in it yet, and what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {description ? (
        <p className={styles.description} dir="auto">
          {description}
        </p>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
