// The app under its own Content Security Policy, Trusted Types enforced (`require-trusted-types-for 'script'`): every
// role signs in and opens each page of its menu and the pages those link to, its notification center and settings,
// and a Word document's preview (rendered HTML). No page may set off a CSP report of any kind (a Trusted Types
// refusal among them) or an uncaught error: what the app, React Router, Radix, React Aria and the styles do at run
// time passes the policy, and the app's HTML reaches the DOM only as DOMPurify's TrustedHTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ZipFile } from 'yazl';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, PDF } from './api.js';
import { tolerate } from './page-guard.js';
import { startProduct, type Product } from './harness.js';
import { signIn } from './support.js';

let product: Product;
let eventId: number;
let contributionId: number;

/** A minimal Word (.docx) document whose one paragraph reads `text`. */
function docx(text: string): Promise<Buffer> {
  const zip = new ZipFile();
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  };
  for (const [name, contents] of Object.entries(parts)) zip.addBuffer(Buffer.from(contents), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

beforeAll(async () => {
  product = await startProduct();
  const admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Night writing')).id;
  await admin.send('PUT', `/academic-events/${eventId}`, {
    description: '### Brief\n\nWrite **one** story.\n\n- short\n- true\n\n[Guide](https://example.com/guide)',
  });
  const student = await apiAs(product.url, 'STUDENT');
  const form = new FormData();
  form.set('title', 'Night trains');
  form.set('summary', 'A journey north.');
  form.set('termsAccepted', 'true');
  form.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'story.pdf');
  form.append(
    'documents',
    new Blob([new Uint8Array(await docx('The train left at midnight.'))], {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
    'story.docx',
  );
  contributionId = (await student.upload<{ id: number }>(`/academic-events/${eventId}/contributions`, form))
    .id;
  await (
    await apiAs(product.url, 'COORDINATOR')
  ).send('POST', `/contributions/${contributionId}/comments`, {
    body: 'A fine *start*.',
  });
});
afterAll(() => product.stop());

/** A page that records every CSP report and every uncaught error. */
async function watchedPage() {
  const context = await product.browser.newContext();
  const page = await context.newPage();
  const reports: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.exposeBinding('reportViolation', (_source, text: string) => void reports.push(text));
  await page.addInitScript(() => {
    const record = window as unknown as { reportViolation: (text: string) => void };
    document.addEventListener('securitypolicyviolation', (event) =>
      record.reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${location.pathname} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return { page, reports, errors, close: () => context.close() };
}

/** Links of the page's own app (no downloads, no sign-out), as paths. */
async function appLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  return hrefs.filter((href) => !/download|logout|sign-?out|\/v1\//i.test(href));
}

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** Opens the notification center from the bell, then its settings, and closes it. */
async function openCenter(page: Page) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  if ((await bell.count()) === 0) return;
  await bell.first().click();
  const center = page.getByRole('dialog', { name: /Notifications/ });
  await center.waitFor();
  const settings = center.getByRole('button', { name: 'Settings' });
  if ((await settings.count()) > 0) await settings.click();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
}

describe('the app with Trusted Types enforced', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`sets off no CSP report and no error on the pages a ${account.role.toLowerCase()} reaches`, async () => {
      const { page, reports, errors, close } = await watchedPage();
      await signIn(page, product.url, account);
      await page.waitForURL((url) => url.pathname !== '/');
      await settle(page);
      const menu = [new URL(page.url()).pathname, ...(await appLinks(page, 'nav'))];
      const seen = new Set<string>();
      const visit = async (path: string) => {
        if (seen.has(path)) return;
        seen.add(path);
        await page.goto(`${product.url}${path}`);
        await settle(page);
      };
      for (const path of menu) {
        await visit(path);
        for (const linked of (await appLinks(page, 'main')).slice(0, 6)) await visit(linked);
      }
      if (account.role === 'STUDENT') {
        // The event's Markdown description and a Word document's preview: the app's two HTML sinks.
        await page.goto(`${product.url}/student/event/detail/${eventId}`);
        await page.locator('main').getByText('one', { exact: true }).waitFor();
        await page.goto(`${product.url}/student/event/contribution/${eventId}/detail/${contributionId}`);
        await page.getByRole('button', { name: 'Preview story.docx' }).click();
        await page.getByRole('document', { name: 'Preview of story.docx' }).getByText('midnight').waitFor();
      }
      await openCenter(page);
      console.log(`${account.role}: ${seen.size} pages`);
      expect(reports).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }, 180_000);
  }

  it('sets off no Trusted Types report on the API reference either', async () => {
    const { page, reports, errors, close } = await watchedPage();
    tolerate(page, /^CSP style-src/);
    await page.goto(`${product.url}/v1/docs`);
    await page.getByText('Herald API').first().waitFor();
    // An operation opened shows its Markdown description and schemas.
    await page.getByText('/auth/login', { exact: true }).first().click();
    await page.getByText('Parameters').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Swagger UI's inline <style> elements are refused by style-src (a separate matter); none of its DOM writes is.
    expect(reports.filter((report) => /trusted-types/.test(report))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
