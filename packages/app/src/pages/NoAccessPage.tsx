import { Link } from 'react-router';
import { PageHeading } from './PageHeading';
import * as styles from './pages.css';

/** Where the route guard sends anyone whose role may not open a page (SPEC §5). */
export function NoAccessPage() {
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>No access</PageHeading>
        <p className={styles.lead}>Your account cannot open that page. Sign in with an account that can.</p>
        <nav className={styles.links} aria-label="Ways on">
          <Link className={styles.link} to="/">
            Sign in
          </Link>
          <Link className={styles.link} to="/staff">
            Staff sign in
          </Link>
        </nav>
      </div>
    </main>
  );
}
