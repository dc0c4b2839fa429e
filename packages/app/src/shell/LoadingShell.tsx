// What the app shows until its first page is ready (the router's HydrateFallback): the same loading shell the
// page's HTML paints before any code arrives (index.html, where its styles live), so nothing flashes between them.
import { t } from '../i18n/en';

export function LoadingShell() {
  return (
    <div className="herald-boot" data-loading-shell="app">
      <div className="herald-boot-bar" />
      <main className="herald-boot-main">
        <div role="status">
          <h1 className="herald-boot-text">{t.common.loadingApp}</h1>
        </div>
        <div className="herald-boot-block" />
        <div className="herald-boot-block" />
        <div className="herald-boot-block" />
      </main>
    </div>
  );
}
