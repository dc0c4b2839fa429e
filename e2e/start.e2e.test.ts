// `npm start` as a person runs it: the built server as its own process, on a fresh data folder.
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@herald/server';
import { freePort, freshDataDir, start } from './process.js';

describe('npm start', () => {
  it('serves the app and the API on one port, prints the demo accounts, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    const first = await start(port, dataDir);
    for (const account of DEMO_ACCOUNTS) {
      expect(first.output()).toContain(account.email);
      expect(first.output()).toContain(account.password);
    }
    expect(first.output()).toMatch(/API key \(shown once, keep it safe\): hk_/);

    const page = await fetch(`http://127.0.0.1:${port}/student/event`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`http://127.0.0.1:${port}/v1/institution`);
    expect(await api.json()).toEqual({
      data: { name: 'Northfield University', maxUploadBytes: 20 * 1024 * 1024 },
    });
    // The generated secret is readable by its owner only.
    expect(statSync(path.join(dataDir, 'secret.key')).mode & 0o077).toBe(0);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM');
  });

  it('keeps its data across a restart and shows the API key only once', async () => {
    const dataDir = freshDataDir();
    const first = await start(await freePort(), dataDir);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start(await freePort(), dataDir);
    expect(second.output()).not.toContain('API key');
    expect(second.output()).toContain(DEMO_ACCOUNTS[0]!.email);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
