import { Link, useLocation } from 'react-router';
import { PageHeading } from './PageHeading';
import * as styles from './pages.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>Page not found</PageHeading>
        <p className={styles.lead}>
          Nothing lives at <code>{pathname}</code>.
        </p>
        <Link className={styles.link} to="/">
          Go to sign in
        </Link>
      </div>
    </main>
  );
}
