// The router's fallback view (docs/product.md §8): "Unexpected Application Error!" followed by the error
// text.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ROUTER_ERROR_TITLE } from '@herald/protocol';
import * as styles from './pages.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouterErrorView() {
  const error = useRouteError();
  return (
    <main className={styles.centered}>
      <div className={styles.card} role="alert">
        <h1 className={styles.heading}>{ROUTER_ERROR_TITLE}</h1>
        <p className={styles.lead}>{describe(error)}</p>
      </div>
    </main>
  );
}
