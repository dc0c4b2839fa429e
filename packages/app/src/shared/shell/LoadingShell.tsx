// What the app shows until its first page is ready (the router's HydrateFallback): the same loading shell the
// page's HTML paints before any code arrives (index.html, where its styles live), so nothing flashes between them.
// Its bar runs while the page loads; a start that keeps a person waiting says so and offers to try again.
import { useEffect, useState } from 'react';
import { t } from '../i18n/en';

/** How long a first page may take before the shell says the start is slow and offers to load it again. */
export const SLOW_START_MS = 8_000;

export function LoadingShell() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_START_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="herald-boot" data-loading-shell="app">
      <div className="herald-boot-bar" />
      <main className="herald-boot-main">
        <div className="herald-boot-progress" role="progressbar" aria-label={t.common.loadingApp} />
        <div role="status">
          <h1 className="herald-boot-text">{t.common.loadingApp}</h1>
          {slow ? <p className="herald-boot-slow">{t.common.slowStart}</p> : null}
        </div>
        {slow ? (
          <button type="button" className="herald-boot-retry" onClick={() => window.location.reload()}>
            {t.common.retry}
          </button>
        ) : null}
        <div className="herald-boot-block" />
        <div className="herald-boot-block" />
        <div className="herald-boot-block" />
      </main>
    </div>
  );
}
