import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.js';
import { cx } from '../../utils/cx.js';
import type { HeadingLevel } from '../Heading/Heading.css.js';
import * as styles from './Accordion.css.js';

export type AccordionProps = ComponentPropsWithRef<typeof RadixAccordion.Root>;

/**
 * Sections that expand one at a time (`type="single"`) or independently (`type="multiple"`). Each header is a
 * heading holding a button; Up and Down move between headers, Home and End jump to the ends.
 */
export function Accordion({ className, ...rest }: AccordionProps) {
  return <RadixAccordion.Root {...rest} className={cx(styles.root, className)} />;
}

export interface AccordionItemProps extends Omit<ComponentPropsWithRef<typeof RadixAccordion.Item>, 'title'> {
  /** Identifies the section in `value` / `defaultValue`. */
  value: string;
  /** The header's text. */
  title: ReactNode;
  /** The header's level in the page outline; 3 by default. */
  headingLevel?: HeadingLevel;
}

/** One section: a header button and its content. */
export function AccordionItem({ title, headingLevel = 3, className, children, ...rest }: AccordionItemProps) {
  return (
    <RadixAccordion.Item {...rest} className={cx(styles.item, className)}>
      <RadixAccordion.Header asChild>
        <div role="heading" aria-level={headingLevel} className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {title}
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </div>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
