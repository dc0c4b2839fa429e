// Public pages whose forms arrive with the account issue; each already has its route, title and way back.
import { Link } from 'react-router';
import { PageHeading } from './PageHeading';
import * as styles from './pages.css';

function PublicPage({ title, lead }: { title: string; lead: string }) {
  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.lead}>{lead}</p>
        <Link className={styles.link} to="/">
          Back to sign in
        </Link>
      </div>
    </main>
  );
}

export function ForgotPasswordPage() {
  return (
    <PublicPage title="Forgot password" lead="Ask your administrator to send you a new set-password link." />
  );
}

export function ResetPasswordPage() {
  return <PublicPage title="Reset password" lead="Open the link from your email to choose a new password." />;
}
