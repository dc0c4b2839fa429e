import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Tabs.css.js';

export type TabsProps = ComponentPropsWithRef<typeof RadixTabs.Root>;

/**
 * Views of one subject, one shown at a time. Arrow keys move between tabs (swapped in right-to-left), Home and End
 * jump to the ends, and a tab is shown as soon as it is focused.
 */
export function Tabs(props: TabsProps) {
  return <RadixTabs.Root {...props} />;
}

export interface TabListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** Names the set of tabs for screen readers ("Contribution status"). */
  'aria-label': string;
}

/** The row of tabs. */
export function TabList({ className, loop = true, ...rest }: TabListProps) {
  return <RadixTabs.List {...rest} loop={loop} className={cx(styles.list, className)} />;
}

export interface TabProps extends ComponentPropsWithRef<typeof RadixTabs.Trigger> {
  /** Which panel this tab shows. */
  value: string;
  /** A slot after the label, usually a Badge with a count; it is part of the tab's accessible name. */
  badge?: ReactNode;
}

/** One tab; its label names its panel. */
export function Tab({ badge, className, children, ...rest }: TabProps) {
  return (
    <RadixTabs.Trigger {...rest} className={cx(styles.tab, className)}>
      {children}
      {badge}
    </RadixTabs.Trigger>
  );
}

export type TabPanelProps = ComponentPropsWithRef<typeof RadixTabs.Content>;

/** The content of one tab; focusable so keyboard users can reach content that has no controls. */
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RadixTabs.Content {...rest} className={cx(styles.panel, className)} />;
}
