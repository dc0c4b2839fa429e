import { Link, useLocation } from 'react-router';
import { UNIVERSITY_ROUTES } from '@herald/protocol';
import { t } from '../i18n/en';
import { PageHeading } from './PageHeading';
import * as styles from './pages.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{t.notFound.title}</PageHeading>
        <p className={styles.lead}>
          {t.notFound.nothingAt.before}
          <code>{pathname}</code>
          {t.notFound.nothingAt.after}
        </p>
        <Link className={styles.link} to={UNIVERSITY_ROUTES.public.studentSignIn}>
          {t.notFound.signIn}
        </Link>
      </div>
    </main>
  );
}
