// The frame of the platform's pages without a session: a centred card with the heading.
import type { ReactNode } from 'react';
import { PageHeading } from '../shared/pages/PageHeading';
import * as styles from '../shared/pages/pages.css';

export function PublicFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{title}</PageHeading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}

/** A form-level failure, announced. */
export function Alert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
