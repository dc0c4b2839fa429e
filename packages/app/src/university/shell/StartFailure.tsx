// The shell's error view: when what every page needs first (the account, the institution) cannot be read — the
// server did not answer, or answered with a fault — the person reads why and tries again where they are, instead of
// the router's bare error. Anything else is the router's own error view.
import { useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '@herald/notification-machine';
import { Button } from '@herald/ui';
import { t } from '../../shared/i18n/en';
import { RouterErrorView } from '../../shared/pages/RouterErrorView';
import * as styles from '../../shared/pages/pages.css';

/** Whether trying again can help: no answer, a time-out, or a fault or refusal for now (5xx, 429). */
function isPassing(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  const { kind, statusCode } = error;
  if (kind === 'aborted') return false;
  return kind !== 'response' || statusCode === undefined || statusCode >= 500 || statusCode === 429;
}

export function StartFailure() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!isPassing(error)) return <RouterErrorView />;
  const retrying = revalidator.state === 'loading';
  return (
    <main className={styles.centered}>
      <div className={styles.card} role="alert">
        <h1 className={styles.heading}>{t.common.startFailed}</h1>
        <p className={styles.lead}>{error.message}</p>
        <div>
          <Button variant="primary" loading={retrying} onClick={() => void revalidator.revalidate()}>
            {t.common.retry}
          </Button>
        </div>
      </div>
    </main>
  );
}
