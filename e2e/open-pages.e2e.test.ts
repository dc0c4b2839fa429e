// Open pages stay true: what a notification announces (a comment, a status change, a selection, a new
// submission) shows on the page a person has open without a reload, and clicking a notification whose link is
// that page refreshes it too. Each page carries a marker that a reload would lose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, gotoLive, openPage, settled, signIn } from './support.js';

let product: Product;
let student: Page;
let coordinator: Page;
let studentApi: Api;
let coordinatorApi: Api;
let eventId: number;
let contributionId: number;
let errors: string[][] = [];
const violations: string[] = [];
const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

/** Marks the page's document: the mark is gone if the page reloads. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-kept', ''));
const stillTheSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-kept'));

beforeAll(async () => {
  product = await startProduct();
  eventId = (await openEvent(await apiAs(product.url, 'ADMIN'), 'Spring anthology')).id;
  studentApi = await apiAs(product.url, 'STUDENT');
  coordinatorApi = await apiAs(product.url, 'COORDINATOR');
  ({ id: contributionId } = await submitContribution(studentApi, eventId, 'The lighthouse'));
  const studentPage = await openPage(product.browser);
  const coordinatorPage = await openPage(product.browser);
  student = studentPage.page;
  coordinator = coordinatorPage.page;
  errors = [studentPage.errors, coordinatorPage.errors];
});
afterAll(() => product.stop());

describe('an open page', () => {
  it("shows the student the coordinator's comment, status change and selection as they are notified", async () => {
    await signIn(student, product.url, account('STUDENT'));
    await student.waitForURL(`${product.url}/student/event`);
    await gotoLive(student, `${product.url}/student/event/contribution/${eventId}/detail/${contributionId}`);
    await settled(student, 'The lighthouse');
    await markDocument(student);
    const details = student.getByRole('definition');

    await coordinatorApi.send('POST', `/contributions/${contributionId}/comments`, {
      body: 'A strong opening; tighten the ending.',
    });
    // On the page, not in the bell's announcement of the same message.
    await student.getByRole('main').getByText('A strong opening; tighten the ending.').waitFor();

    await coordinatorApi.send('POST', `/contributions/${contributionId}/status`, { status: 'under_review' });
    await details.filter({ hasText: 'Under review' }).waitFor();
    await coordinatorApi.send('POST', `/contributions/${contributionId}/status`, { status: 'accepted' });
    await details.filter({ hasText: 'Accepted' }).waitFor();
    await coordinatorApi.send('PUT', `/contributions/${contributionId}/selection`, { selected: true });
    await details.filter({ hasText: 'Selected for publication' }).waitFor();

    expect(await stillTheSameDocument(student)).toBe(true);
    violations.push(...(await checkPage(student, 'student-contribution-kept-true')));
  });

  it("shows the coordinator a new submission in the event's list as it is notified", async () => {
    await signIn(coordinator, product.url, account('COORDINATOR'), '/staff');
    await coordinator.waitForURL(`${product.url}/coordinator/dashboard`);
    await gotoLive(coordinator, `${product.url}/coordinator/event/contribution/${eventId}`);
    await settled(coordinator, /Contributions/);
    await coordinator.getByRole('row', { name: /The lighthouse/ }).waitFor();
    await markDocument(coordinator);

    await submitContribution(studentApi, eventId, 'The harbour');
    await coordinator.getByRole('row', { name: /The harbour/ }).waitFor();

    expect(await stillTheSameDocument(coordinator)).toBe(true);
    violations.push(...(await checkPage(coordinator, 'coordinator-list-kept-true')));
  });

  it('refreshes the open page when a notification linking to it is clicked', async () => {
    // The title changes without a notification to the student (their own edit, made elsewhere).
    const { id } = await submitContribution(studentApi, eventId, 'The quay');
    await coordinatorApi.send('POST', `/contributions/${id}/comments`, { body: 'Lovely.' });
    await gotoLive(student, `${product.url}/student/event/contribution/${eventId}/detail/${id}`);
    await settled(student, 'The quay');
    await markDocument(student);
    const form = new FormData();
    form.set('title', 'The quay at dawn');
    const renamed = await fetch(`${product.url}/v1/contributions/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${studentApi.token}` },
      body: form,
    });
    expect(renamed.status).toBe(200);
    await student.getByRole('heading', { level: 1, name: 'The quay' }).waitFor();

    await student.getByRole('button', { name: /^Notifications/ }).click();
    const center = student.getByRole('dialog', { name: /Notifications/ });
    await center.getByRole('button', { name: /commented on The quay/ }).click();
    await student.getByRole('heading', { level: 1, name: 'The quay at dawn' }).waitFor();
    expect(await stillTheSameDocument(student)).toBe(true);
  });

  it('met no accessibility violation and no console error', () => {
    expect(violations).toEqual([]);
    expect(errors.flat()).toEqual([]);
  });
});
