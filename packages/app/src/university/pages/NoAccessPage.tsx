import { Link } from 'react-router';
import { UNIVERSITY_ROUTES } from '@herald/protocol';
import { t } from '../../shared/i18n/en';
import { PageHeading } from '../../shared/pages/PageHeading';
import * as styles from '../../shared/pages/pages.css';

/** Where the route guard sends anyone whose role may not open a page (docs/product.md §5). */
export function NoAccessPage() {
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{t.noAccess.title}</PageHeading>
        <p className={styles.lead}>{t.noAccess.lead}</p>
        <nav className={styles.links} aria-label={t.noAccess.waysOn}>
          <Link className={styles.link} to={UNIVERSITY_ROUTES.public.studentSignIn}>
            {t.noAccess.signIn}
          </Link>
          <Link className={styles.link} to={UNIVERSITY_ROUTES.public.staffSignIn}>
            {t.noAccess.staffSignIn}
          </Link>
        </nav>
      </div>
    </main>
  );
}
