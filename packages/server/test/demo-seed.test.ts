// The demo dataset: made through the server's own routes so the rules hold, with real files on disk, readable
// through the API afterwards, and never made twice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_DOMAIN,
  DEMO_SEED_PASSWORD,
  describeDemoSeed,
  seedDemoData,
  type DemoSeedResult,
} from '../src/seed/demo-seed.js';
import { demoDocx, demoPdf, demoPng } from '../src/seed/demo-seed.files.js';
import { getJson, management, postJson, startServer, type TestServer } from './harness.js';

let server: TestServer;
let result: DemoSeedResult;
const db = () => server.herald.ctx.db;

beforeAll(async () => {
  server = await startServer();
  result = await seedDemoData(server.herald.ctx.config, { contributions: 40 });
}, 600_000);
afterAll(() => server.stop());

async function signInAs(email: string) {
  const answer = await postJson(`${server.url}/v1/auth/login`, { email, password: DEMO_SEED_PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
}

describe('npm run seed:demo', () => {
  it('creates 5 faculties, an event per faculty in each of 2 academic years, and the asked number of contributions', async () => {
    expect(result).toMatchObject({
      status: 'seeded',
      faculties: 5,
      events: 10,
      password: DEMO_SEED_PASSWORD,
    });
    if (result.status !== 'seeded') return;
    const contributions = await db()
      .selectFrom('contributions')
      .select(['id', 'status', 'selected'])
      .execute();
    expect(contributions).toHaveLength(result.contributions);
    expect(result.contributions).toBeGreaterThanOrEqual(36);
    expect(result.contributions).toBeLessThanOrEqual(44);
    const years = await db().selectFrom('events').select('academic_year').distinct().execute();
    expect(years).toHaveLength(2);
    // Only accepted work is ever selected.
    for (const contribution of contributions.filter((row) => row.selected === 1)) {
      expect(contribution.status).toBe('accepted');
    }
    expect(result.comments).toBeGreaterThan(0);
    expect(
      await db()
        .selectFrom('contribution_comments')
        .select('id')
        .execute()
        .then((rows) => rows.length),
    ).toBe(result.comments);
  });

  it('stores a real Word or PDF document for every contribution, and real PNG images', async () => {
    const files = await db()
      .selectFrom('contribution_files')
      .select(['contribution_id', 'kind', 'mime_type', 'stored_name', 'size'])
      .execute();
    if (result.status === 'seeded') expect(files).toHaveLength(result.files);
    const withDocument = new Set(
      files.filter((file) => file.kind === 'document').map((f) => f.contribution_id),
    );
    expect(withDocument.size).toBe(
      await db()
        .selectFrom('contributions')
        .select('id')
        .execute()
        .then((r) => r.length),
    );
    for (const file of files) {
      const bytes = readFileSync(path.join(server.dataDir, 'uploads', file.stored_name));
      expect(bytes.length).toBe(file.size);
      if (file.mime_type === 'application/pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      else if (file.kind === 'image') expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      else expect(bytes.subarray(0, 2).toString()).toBe('PK');
    }
    expect(new Set(files.map((file) => file.mime_type)).size).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo people working sign-ins, statistics and notifications', async () => {
    const manager = await signInAs(`manager@${DEMO_DOMAIN}`);
    const statistics = await getJson(`${server.url}/v1/statistics/faculties`, manager);
    expect(statistics.status).toBe(200);
    const demoRows = statistics.body.data.filter((row: { facultyName: string }) =>
      /and Humanities|and Law|and Science|Social Care|of Education/.test(row.facultyName),
    );
    expect(demoRows).toHaveLength(10);
    const counted = demoRows.reduce(
      (sum: number, row: { contributions: number }) => sum + row.contributions,
      0,
    );
    if (result.status === 'seeded') expect(counted).toBe(result.contributions);

    const coordinator = await signInAs(`coordinator.arts@${DEMO_DOMAIN}`);
    const me = await getJson(`${server.url}/v1/auth/me`, coordinator);
    const session = await postJson(`${server.url}/v1/widgets/session/initialize`, {
      applicationIdentifier: me.body.data.widget.applicationIdentifier,
      subscriberId: me.body.data.widget.subscriberId,
      hmacHash: me.body.data.widget.subscriberHash,
    });
    const feed = await getJson(`${server.url}/v1/widgets/notifications/feed`, session.body.data.token);
    expect(feed.body.data.length).toBeGreaterThan(0);
    expect(feed.body.data[0].cta.data.url).toMatch(/^\/coordinator\//);
  });

  it('refuses to run a second time and changes nothing', async () => {
    const before = await db().selectFrom('contributions').select('id').execute();
    const again = await seedDemoData(server.herald.ctx.config, { contributions: 40 });
    expect(again).toEqual({
      status: 'already-seeded',
      accounts: expect.any(Number),
      environment: result.environment,
    });
    expect(await db().selectFrom('contributions').select('id').execute()).toHaveLength(before.length);
    expect(describeDemoSeed(again, 0)).toContain('nothing was changed');
  });

  it('prints the notification environment’s applicationIdentifier and an API key that works, each time', async () => {
    const printed = describeDemoSeed(result, 12);
    expect(printed).toContain('Demo data created in 12 s');
    expect(printed).toContain(
      `Notification environment: applicationIdentifier ${server.herald.seed!.applicationIdentifier}`,
    );
    const key = /API key \(keep it safe\): (hk_\S+)/.exec(printed)?.[1];
    expect(key).toBe(server.herald.seed!.apiKey);
    expect((await management(server, 'GET', '/subscribers?limit=1', undefined, key)).status).toBe(200);
  });
});

describe('demo files', () => {
  it('are well-formed PDF, Word and PNG files', async () => {
    const pdf = demoPdf('Night (trains) \\ ünïcode', 'By Sam.').toString('latin1');
    expect(pdf).toMatch(/^%PDF-1\.4\n/);
    expect(pdf).toContain('(Night \\(trains\\) \\\\ ?n?code)');
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));

    const docx = await demoDocx('Title & <things>', ['One']);
    expect(docx.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(docx.toString('latin1')).toContain('word/document.xml');

    const png = demoPng(4, 2, [255, 0, 0], [0, 0, 255]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(2);
  });
});
