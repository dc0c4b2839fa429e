// The page of a role route until its contents arrive: its title, from the route data.
import { usePageTitle } from '../shell/RootLayout';
import { PageHeading } from './PageHeading';
import * as styles from './pages.css';

export default function RolePage() {
  const title = usePageTitle() ?? '';
  return (
    <div className={styles.page}>
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
