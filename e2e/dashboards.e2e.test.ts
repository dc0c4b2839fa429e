// Dashboards people can read: chart labels show the faculty and the academic year in full, at 390 px too; each
// chart has its table; the lists of contributions without a comment page and search on the server, and a
// contribution whose comment window has closed leaves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { startProduct, type Product } from './harness.js';
import { MOBILE, checkPage, gotoLive, openPage, settled, signIn } from './support.js';

const DAY = 86_400_000;
const LONG_FACULTY = 'Faculty of Environmental, Agricultural and Sustainability Sciences';
const WAITING = 11;

let product: Product;
let page: Page;
let errors: string[];
let offset = 0;
const violations: string[] = [];
const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

async function event(admin: Api, name: string, facultyId: number, finalClosureInDays: number) {
  const now = Date.now() + offset;
  return admin.send<{ id: number }>('POST', '/academic-events', {
    name,
    description: 'Write about your year.',
    facultyId,
    academicYear: '2026-2027',
    openingDate: new Date(now - DAY).toISOString(),
    closureDate: new Date(now + (finalClosureInDays - 1) * DAY).toISOString(),
    finalClosureDate: new Date(now + finalClosureInDays * DAY).toISOString(),
    timeZone: 'Europe/London',
  });
}

beforeAll(async () => {
  product = await startProduct({ now: () => new Date(Date.now() + offset) });
  const admin = await apiAs(product.url, 'ADMIN');
  const [computing] = await admin.get<{ id: number }[]>('/faculties');
  const long = await admin.send<{ id: number }>('POST', '/faculties', {
    name: LONG_FACULTY,
    description: 'Fields, forests and the climate.',
    guestAccess: false,
  });
  await event(admin, 'Field notes', long.id, 60);
  const soon = await event(admin, 'Harbour week', computing!.id, 2);
  const later = await event(admin, 'Spring anthology', computing!.id, 60);
  const student = await apiAs(product.url, 'STUDENT');
  await submitContribution(student, soon.id, 'Harbour notes');
  for (let index = 1; index <= WAITING; index += 1) {
    await submitContribution(student, later.id, `Poem ${String(index).padStart(2, '0')}`);
  }
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

/** The label cells of a chart's rows, with whether each shows all its text. */
async function chartLabels(chart: string) {
  return page
    .getByRole('img', { name: `Chart: ${chart}. The table below has the same numbers.` })
    .evaluate((element) =>
      Array.from(element.children).map((row) => {
        const label = row.firstElementChild as HTMLElement;
        return {
          text: label.innerText.replace(/\s+/g, ' ').trim(),
          cut: label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight,
        };
      }),
    );
}

describe('the manager’s dashboard', () => {
  it('labels each bar with the faculty and the year in full, also on a phone, with the table beside it', async () => {
    await signIn(page, product.url, account('MANAGER'), '/staff');
    await page.waitForURL(`${product.url}/manager/dashboard`);
    await settled(page, 'Dashboard');
    for (const viewport of [undefined, MOBILE]) {
      if (viewport) await page.setViewportSize(viewport);
      const labels = await chartLabels('Contributions per faculty and year');
      expect(labels).toContainEqual({ text: `${LONG_FACULTY} 2026-2027`, cut: false });
      expect(labels.every((label) => !label.cut)).toBe(true);
    }
    // The table alternative has the same faculties and years, for screen readers and for reading the numbers.
    const table = page.getByRole('table', {
      name: 'Contributions, share of the year and contributors per faculty and academic year',
    });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: LONG_FACULTY }) });
    expect(await row.innerText()).toContain('2026-2027');
    violations.push(...(await checkPage(page, 'manager-dashboard-long-labels')));
  });
});

describe('the coordinator’s contributions without a comment', () => {
  const waiting = () => page.getByRole('region', { name: 'Without a comment' });
  const rows = () =>
    waiting()
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });

  it('page on the server, ten at a time, with their count', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, product.url, account('COORDINATOR'));
    await page.waitForURL(`${product.url}/coordinator/dashboard`);
    await settled(page, 'Dashboard');
    await waiting()
      .getByRole('status')
      .getByText(`${WAITING + 1} contributions`)
      .waitFor();
    await expect.poll(() => rows().count()).toBe(10);
    await waiting().getByRole('button', { name: /next/i }).click();
    await waiting()
      .getByRole('link', { name: `Poem ${WAITING}` })
      .waitFor();
    await expect.poll(() => rows().count()).toBe(2);
    violations.push(...(await checkPage(page, 'coordinator-dashboard-exceptions')));
  });

  it('find a contribution by its title on the server', async () => {
    await waiting().getByRole('searchbox', { name: 'Find in Without a comment' }).fill('harbour');
    await waiting().getByRole('button', { name: 'Search' }).click();
    await waiting().getByRole('status').getByText('1 contribution').waitFor();
    await waiting().getByRole('link', { name: 'Harbour notes' }).waitFor();
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('leave the list once their comment window has closed', async () => {
    // 17 days on: Harbour week's final closure (2 days) and its 14-day comment window are behind us.
    offset = 17 * DAY;
    // The session of 17 days ago has lapsed by then: the coordinator signs in again.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, product.url, account('COORDINATOR'));
    await page.waitForURL(`${product.url}/coordinator/dashboard`);
    await settled(page, 'Dashboard');
    await waiting().getByRole('status').getByText(`${WAITING} contributions`).waitFor();
    await waiting().getByRole('searchbox', { name: 'Find in Without a comment' }).fill('harbour');
    await waiting().getByRole('button', { name: 'Search' }).click();
    await waiting().getByText('No contribution without a comment matches “harbour”.').waitFor();
    // The others are still waiting, and now overdue.
    const overdue = page.getByRole('region', { name: 'Overdue: no comment after 14 days' });
    await overdue.getByRole('status').getByText(`${WAITING} contributions`).waitFor();
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the coordinator’s dashboard, live', () => {
  let own: Product;
  beforeAll(async () => {
    own = await startProduct();
  });
  afterAll(() => own.stop());

  it('shows a submission that arrives while it is open, without a reload', async () => {
    const eventId = (await openEvent(await apiAs(own.url, 'ADMIN'), 'Live anthology')).id;
    const { page: live } = await openPage(own.browser);
    await signIn(live, own.url, account('COORDINATOR'), '/staff');
    await live.waitForURL(`${own.url}/coordinator/dashboard`);
    await gotoLive(live, `${own.url}/coordinator/dashboard`);
    await settled(live, 'Dashboard');
    const waiting = live.getByRole('region', { name: 'Without a comment', exact: true });
    await waiting.getByText('None: every contribution has its comment.').waitFor();

    await submitContribution(await apiAs(own.url, 'STUDENT'), eventId, 'Arrived just now');
    await waiting.getByRole('link', { name: 'Arrived just now' }).waitFor();
    const byFaculty = live.getByRole('region', { name: 'Contributions per faculty and year' });
    await byFaculty.getByRole('rowheader', { name: 'Faculty of Computing' }).waitFor();
  });
});

describe('the manager’s dashboard, live', () => {
  let own: Product;
  beforeAll(async () => {
    own = await startProduct();
  });
  afterAll(() => own.stop());

  it('counts a submission and leaves off a commented one while it is open, though no notification reaches the manager', async () => {
    const eventId = (await openEvent(await apiAs(own.url, 'ADMIN'), 'Live anthology')).id;
    const { page: live } = await openPage(own.browser);
    await signIn(live, own.url, account('MANAGER'), '/staff');
    await live.waitForURL(`${own.url}/manager/dashboard`);
    await gotoLive(live, `${own.url}/manager/dashboard`);
    await settled(live, 'Dashboard');
    const waiting = live.getByRole('region', { name: 'Without a comment', exact: true });
    await waiting.getByText('None: every contribution has its comment.').waitFor();
    const bell = live.getByRole('button', { name: /^Notifications/ });
    const nameOf = () =>
      bell.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent);
    const bellName = await nameOf();

    const { id } = await submitContribution(await apiAs(own.url, 'STUDENT'), eventId, 'Arrived just now');
    await waiting.getByRole('rowheader', { name: 'Arrived just now' }).waitFor();
    const byFaculty = live.getByRole('region', { name: 'Contributions per faculty and year' });
    await byFaculty.getByRole('rowheader', { name: 'Faculty of Computing' }).waitFor();
    const years = live.getByRole('region', { name: 'Academic years' });
    await years.getByRole('rowheader', { name: '2026-2027' }).waitFor();

    await (
      await apiAs(own.url, 'COORDINATOR')
    ).send('POST', `/contributions/${id}/comments`, {
      body: 'Lovely opening line.',
    });
    await waiting.getByText('None: every contribution has its comment.').waitFor();
    // The figures changed; the manager was notified of nothing.
    expect(await nameOf()).toBe(bellName);
  });
});
