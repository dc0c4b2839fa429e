// Guest entry (`/guest`): the faculties that welcome guests. A visitor browses one as a guest (a read-only
// guest visit: its token becomes the stored guest marker) or signs in with the guest account it gave them
// (docs/decisions/0015-guest-browsing.md).
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@herald/ui';
import { UNIVERSITY_ROUTES, type GuestFaculty } from '@herald/protocol';
import { t } from '../../shared/i18n/en';
import { PageHeading } from '../../shared/pages/PageHeading';
import { loadGuestFaculties, openGuestVisit } from './guest-faculties';
import * as styles from '../../shared/pages/pages.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; faculties: GuestFaculty[] };

export function GuestEntryPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [opening, setOpening] = useState<number>();
  const [visitError, setVisitError] = useState<string>();
  const navigate = useNavigate();

  async function browse(faculty: GuestFaculty) {
    setOpening(faculty.id);
    setVisitError(undefined);
    try {
      await openGuestVisit(faculty.id);
      void navigate(UNIVERSITY_ROUTES.guest.published);
    } catch (error) {
      setVisitError(error instanceof Error ? error.message : t.guest.enterFailed);
      setOpening(undefined);
    }
  }

  useEffect(() => {
    const controller = new AbortController();
    loadGuestFaculties(controller.signal).then(
      (faculties) => setState({ status: 'ready', faculties }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : t.guest.loadFailed,
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>{t.guest.title}</PageHeading>
        <p className={styles.lead}>{t.guest.lead}</p>
        {state.status === 'loading' ? (
          <p className={styles.lead} role="status">
            {t.guest.loading}
          </p>
        ) : state.status === 'error' ? (
          <div className={styles.form}>
            <p className={styles.alert} role="alert">
              {state.message}
            </p>
            <Button
              variant="secondary"
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((value) => value + 1);
              }}
            >
              {t.common.retry}
            </Button>
          </div>
        ) : state.faculties.length === 0 ? (
          <p className={styles.lead} role="status">
            {t.guest.none}
          </p>
        ) : (
          <>
            {visitError ? (
              <p className={styles.alert} role="alert">
                {visitError}
              </p>
            ) : null}
            <ul className={styles.choices} aria-label={t.guest.faculties}>
              {state.faculties.map((faculty) => (
                <li key={faculty.id} className={styles.choice}>
                  <span id={`guest-faculty-${faculty.id}`}>{faculty.name}</span>
                  <span className={styles.choiceActions}>
                    <Button
                      aria-describedby={`guest-faculty-${faculty.id}`}
                      loading={opening === faculty.id}
                      disabled={opening !== undefined}
                      onClick={() => void browse(faculty)}
                    >
                      {t.guest.enter}
                    </Button>
                    <Link
                      className={styles.link}
                      to={`${UNIVERSITY_ROUTES.public.studentSignIn}?guest=${faculty.id}`}
                    >
                      {t.guest.signIn}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <nav className={styles.links} aria-label={t.signIn.otherOptions}>
          <Link className={styles.link} to={UNIVERSITY_ROUTES.public.studentSignIn}>
            {t.signIn.back}
          </Link>
        </nav>
      </div>
    </main>
  );
}
