// Every page a journey opens runs under the product's production Content-Security-Policy (Trusted Types enforced)
// and is watched: a CSP violation the page sees, a report the app forwards to the server, or an uncaught error fails
// the test that was running (page-guard.setup.ts). A journey that provokes one on purpose says so with `tolerate`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_PREFIX, CSP_REPORTS_PATH } from '@herald/protocol';

const problems: string[] = [];
const tolerated = new WeakMap<Page, RegExp>();

function record(page: Page | null, problem: string) {
  if (page && tolerated.get(page)?.test(problem)) return;
  problems.push(`${page ? new URL(page.url()).pathname : '(no page)'}: ${problem}`);
}

/** Problems of this page that match `pattern` are expected by the journey (a refusal it provokes), not failures. */
export function tolerate(page: Page, pattern: RegExp) {
  tolerated.set(page, pattern);
}

/** The problems seen since the last call, emptied. */
export function takePageProblems(): string[] {
  return problems.splice(0, problems.length);
}

async function watchContext(context: BrowserContext) {
  await context.exposeBinding('__cspViolation', ({ page }, text: string) => record(page, `CSP ${text}`));
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const watchPage = (page: Page) =>
    page.on('pageerror', (error) => record(page, `page error: ${error.message}`));
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === `${API_PREFIX}${CSP_REPORTS_PATH}`
    ) {
      record(request.frame().page(), `CSP report sent to the server: ${request.postData() ?? ''}`);
    }
  });
}

/** Watches every context the browser opens from now on (and so every page, `browser.newPage` included). */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
  return browser;
}
