// Guest entry (`/guest`): the faculties that welcome guests, each leading to the sign-in page with that faculty
// chosen. Guests read a faculty's selected work through its guest account, never without signing in
// (docs/decisions/0013-guest-entry.md).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@herald/ui';
import type { GuestFaculty } from '@herald/protocol';
import { PageHeading } from './PageHeading';
import { loadGuestFaculties } from './guest-faculties';
import * as styles from './pages.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; faculties: GuestFaculty[] };

export function GuestEntryPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadGuestFaculties(controller.signal).then(
      (faculties) => setState({ status: 'ready', faculties }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'The faculties could not be loaded',
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <main className={styles.centered}>
      <div className={styles.card}>
        <PageHeading>Visiting as a guest</PageHeading>
        <p className={styles.lead}>
          Guests read the work a faculty has selected for publication. Choose the faculty you are visiting,
          then sign in with the guest account it gave you.
        </p>
        {state.status === 'loading' ? (
          <p className={styles.lead} role="status">
            Loading the faculties that welcome guests…
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
              Try again
            </Button>
          </div>
        ) : state.faculties.length === 0 ? (
          <p className={styles.lead} role="status">
            No faculty welcomes guests at the moment.
          </p>
        ) : (
          <ul className={styles.choices} aria-label="Faculties that welcome guests">
            {state.faculties.map((faculty) => (
              <li key={faculty.id}>
                <Link className={styles.choice} to={`/?guest=${faculty.id}`}>
                  <span>{faculty.name}</span>
                  <span className={styles.choiceHint}>Continue as a guest with its guest account</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <nav className={styles.links} aria-label="Other sign-in options">
          <Link className={styles.link} to="/">
            Back to sign in
          </Link>
        </nav>
      </div>
    </main>
  );
}
