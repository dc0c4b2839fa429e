// Member single sign-on in Chromium: an organisation's admin signs in to the platform through a real OpenID
// provider on loopback and lands on the onboarding question with a member session of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createHerald, loadConfig, type Herald } from '@herald/server';
import { chromiumLaunchOptions } from '../scripts/chromium.js';
import { freePort, startIdp, type LoopbackIdp } from '../packages/server/test/sso-provider.js';
import { appDir } from './harness.js';
import { watchBrowser } from './page-guard.js';
import { openPage } from './support.js';

const email = 'ada@acme.test';
let herald: Herald;
let idp: LoopbackIdp;
let browser: Browser;
let origin: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  idp = await startIdp({
    users: { ada: { email, emailVerified: true, name: 'Ada Admin' } },
    redirectUris: [`${origin}/v1/auth/sso/google/callback`],
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'herald-e2e-platform-sso-'));
  herald = await createHerald({
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dataDir),
    host: '127.0.0.1',
    port,
    publicOrigin: origin,
    dataDir,
    appDir,
    ssoProviders: [
      {
        id: 'google',
        name: 'Google',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
      },
    ],
  });
  await herald.listen();
  browser = watchBrowser(await chromium.launch(chromiumLaunchOptions));
  const created = await fetch(`${origin}/v1/platform/organizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Acme Notifications',
      admin: { name: 'Ada', email, password: 'correct horse battery staple' },
    }),
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await browser.close();
  await herald.close();
  await idp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('member single sign-on', () => {
  it('signs an admin in through the provider and asks the onboarding question', async () => {
    const { page } = await openPage(browser);
    // Console errors of the app's own pages (the provider's pages are not the app's).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(origin))
        errors.push(message.text());
    });
    await page.goto(`${origin}/platform/sign-in`);
    const buttons = page.getByRole('group', { name: 'Single sign-on' }).getByRole('button');
    await buttons.first().waitFor();
    expect(await buttons.allTextContents()).toEqual(['Sign in with Google']);

    await buttons.first().click();
    await page.waitForURL(`${idp.issuer}/interaction/**`);
    await page.locator('input[name="login"]').fill('ada');
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(`${origin}/platform/onboarding`);
    await page.getByRole('heading', { level: 1, name: 'One question before you start' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('herald_member_token'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    // The university app's session stays empty, and the token left the address bar.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
  });
});
