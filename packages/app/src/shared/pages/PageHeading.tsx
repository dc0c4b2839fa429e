import type { ReactNode } from 'react';
import * as styles from './pages.css';

/** The page's h1: focusable from script so navigation can move focus to it (RootLayout). */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className={styles.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
