// Single sign-on in Chromium: a seeded student signs in through a real OpenID provider on loopback.
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

let herald: Herald;
let idp: LoopbackIdp;
let browser: Browser;
let origin: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  idp = await startIdp({
    users: { sam: { email: 'student@herald.test', emailVerified: true, name: 'Sam Student' } },
    redirectUris: [`${origin}/v1/auth/sso/google/callback`, `${origin}/v1/auth/sso/microsoft/callback`],
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'herald-e2e-sso-'));
  herald = await createHerald({
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dataDir),
    host: '127.0.0.1',
    port,
    publicOrigin: origin,
    dataDir,
    appDir,
    ssoProviders: ['google', 'microsoft'].map((id) => ({
      id,
      name: id === 'google' ? 'Google' : 'Microsoft',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
    })),
  });
  await herald.listen();
  browser = watchBrowser(await chromium.launch(chromiumLaunchOptions));
});
afterAll(async () => {
  await browser.close();
  await herald.close();
  await idp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('single sign-on', () => {
  it('signs a seeded student in through the provider and opens the student home', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    const buttons = page.getByRole('group', { name: 'Single sign-on' }).getByRole('button');
    await buttons.first().waitFor();
    expect(await buttons.allTextContents()).toEqual(['Sign in with Google', 'Sign in with Microsoft']);

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // The provider's own sign-in form.
    await page.waitForURL(`${idp.issuer}/interaction/**`);
    await page.locator('input[name="login"]').fill('sam');
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(`${origin}/student/event`);
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The token left the address bar and the history entry.
    expect(new URL(page.url()).hash).toBe('');
    await page.close();
  });

  it("signs nobody in with the link of someone else's sign-in (login CSRF)", async () => {
    // The attacker signs in in their own browser and keeps the address the callback hands over, unexchanged.
    const attacker = await browser.newPage();
    await attacker.route('**/v1/auth/sso/hand-over', (route) => route.abort());
    const handedOver = new Promise<string>((resolve) =>
      attacker.on('response', (response) => {
        const location = response.headers()['location'];
        if (location?.includes('/sso/callback#')) resolve(location);
      }),
    );
    await attacker.goto(`${origin}/v1/auth/sso/google/start?returnTo=%2Fstudent%2Fevent`);
    await attacker.waitForURL(`${idp.issuer}/interaction/**`);
    await attacker.locator('input[name="login"]').fill('sam');
    await attacker.locator('input[name="password"]').fill('any password');
    await attacker.locator('button[type="submit"]').click();
    const link = await handedOver;
    await attacker.close();

    // The victim opens it: no session, and the sign-in page says why.
    const victim = await browser.newPage();
    await victim.goto(link);
    await victim.waitForURL((url) => url.pathname === '/' && url.searchParams.has('ssoError'));
    expect(await victim.getByRole('alert').textContent()).toBe(
      'This sign-in was not completed in this browser, was already used or took too long: start again',
    );
    expect(await victim.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await victim.close();
  });

  it('shows no single sign-on buttons on either sign-in page when no provider is configured', async () => {
    const plainPort = await freePort();
    const plainOrigin = `http://127.0.0.1:${plainPort}`;
    const plainDir = mkdtempSync(path.join(tmpdir(), 'herald-e2e-sso-none-'));
    const plain = await createHerald({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, plainDir),
      host: '127.0.0.1',
      port: plainPort,
      publicOrigin: plainOrigin,
      dataDir: plainDir,
      appDir,
    });
    await plain.listen();
    const page = await browser.newPage();
    try {
      for (const door of ['/', '/staff']) {
        const listed = page.waitForResponse((response) => response.url().endsWith('/v1/auth/sso/providers'));
        await page.goto(`${plainOrigin}${door}`);
        expect(await (await listed).json()).toEqual({ data: [] });
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        expect(await page.getByRole('group', { name: 'Single sign-on' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Sign in with / }).count()).toBe(0);
      }
    } finally {
      await page.close();
      await plain.close();
      rmSync(plainDir, { recursive: true, force: true });
    }
  });
});
