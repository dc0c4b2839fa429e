// The reason is always said: when an action is not possible (an edit after acceptance or after the final
// closure date, the ZIP before the final closure date or with nothing selected, a comment after the comment
// window), the page says why and when, and the server's refusal names the same rule. The review's status choice
// starts empty and accepts from submitted in one step; a finally closed event changes no more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, choose, openPage, settled, signIn } from './support.js';

const DAY = 86_400_000;
let offset = 0;
let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
let accepted: number;
let open: number;
let student: Api;
let coordinator: Api;
const violations: string[] = [];
const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

beforeAll(async () => {
  product = await startProduct({ now: () => new Date(Date.now() + offset) });
  const admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Spring anthology')).id;
  student = await apiAs(product.url, 'STUDENT');
  coordinator = await apiAs(product.url, 'COORDINATOR');
  accepted = (await submitContribution(student, eventId, 'The lighthouse')).id;
  open = (await submitContribution(student, eventId, 'The harbour')).id;
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function signInAs(role: string, door = '/') {
  await page.goto(`${product.url}/no-access`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, product.url, account(role), door);
  await page.waitForURL(/\/(dashboard|event)$/);
}

/** The student's update of a contribution, as the form sends it (multipart PUT): the server's answer. */
async function update(api: Api, id: number, title: string) {
  const form = new FormData();
  form.set('title', title);
  const answer = await fetch(`${product.url}/v1/contributions/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  return { status: answer.status, message: ((await answer.json()) as { message?: string }).message };
}

describe('the review', () => {
  it('has no status chosen in advance, and accepts a submitted contribution in one step', async () => {
    await signInAs('COORDINATOR');
    await page.goto(`${product.url}/coordinator/event/contribution/${eventId}/update/${accepted}`);
    await settled(page, 'The lighthouse');
    const review = page.getByRole('form', { name: 'Change the status' });
    await review.getByText('Choose the new status').first().waitFor();
    await review.getByRole('button', { name: 'Apply' }).click();
    await review.getByText('Choose the new status', { exact: true }).last().waitFor();
    expect(await page.getByRole('definition').filter({ hasText: 'Submitted' }).count()).toBe(1);
    violations.push(...(await checkPage(page, 'review-choose-status')));

    await choose(page, 'Change the status', 'Accepted');
    await review.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The status is changed.').waitFor();
    await page.getByRole('definition').filter({ hasText: 'Accepted' }).waitFor();
    await page.getByText('This contribution is accepted, a final status: the review is over.').waitFor();
  });
});

describe('before the final closure date', () => {
  it('the student is told an accepted contribution is final, on the page, at its address and by the server', async () => {
    await signInAs('STUDENT');
    await page.goto(`${product.url}/student/event/contribution/${eventId}/detail/${accepted}`);
    await settled(page, 'The lighthouse');
    const reason = 'This contribution is accepted: accepted work is final, so it can no longer be edited.';
    await page.getByText(reason).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    violations.push(...(await checkPage(page, 'contribution-accepted-reason')));

    await page.goto(`${product.url}/student/event/contribution/${eventId}/update/${accepted}`);
    await settled(page, 'Update contribution');
    await page.getByText(reason).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title' }).count()).toBe(0);
    expect(await update(student, accepted, 'Changed')).toEqual({
      status: 409,
      message: 'A contribution that is accepted is final: it can no longer change',
    });
  });

  it('the manager is told when the ZIP opens, and the server refuses it until then', async () => {
    await signInAs('MANAGER', '/staff');
    await page.goto(`${product.url}/manager/public/${eventId}`);
    await settled(page, /Published contributions/);
    await page
      .getByText(/^The ZIP of the selected work opens at the event’s final closure date, .+\.$/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Download all selected work (ZIP)' }).count()).toBe(0);
    violations.push(...(await checkPage(page, 'manager-zip-not-yet')));
    const manager = await apiAs(product.url, 'MANAGER');
    const answer = await fetch(`${product.url}/v1/academic-events/${eventId}/contributions/download`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^The ZIP of the event's selected work opens at its final closure date, .+, when contributions can no longer change$/,
    );
  });
});

describe('after the final closure date', () => {
  it('the manager is told nothing is selected, and the server says the same', async () => {
    // Sessions signed in 45 days ago have expired by the server's clock: everyone signs in again.
    offset = 45 * DAY;
    student = await apiAs(product.url, 'STUDENT');
    coordinator = await apiAs(product.url, 'COORDINATOR');
    await signInAs('MANAGER', '/staff');
    await page.goto(`${product.url}/manager/public/${eventId}`);
    await settled(page, /Published contributions/);
    await page
      .getByText(
        'No contribution of this event is selected for publication, so there is no ZIP to download yet.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Download all selected work (ZIP)' }).count()).toBe(0);
    const manager = await apiAs(product.url, 'MANAGER');
    const answer = await fetch(`${product.url}/v1/academic-events/${eventId}/contributions/download`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'No contribution of the event is selected for publication, so there is nothing to download',
    );
  });

  it('the student can no longer edit, and is told since when', async () => {
    await signInAs('STUDENT');
    await page.goto(`${product.url}/student/event/contribution/${eventId}/detail/${open}`);
    await settled(page, 'The harbour');
    await page
      .getByText(/^The event’s final closure date passed on .+: contributions can no longer be edited\.$/)
      .waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    // The thread stays open for the comment window.
    await page.getByRole('textbox', { name: 'Add a comment' }).waitFor();
    const late = await update(student, open, 'Late');
    expect(late.status).toBe(409);
    expect(late.message).toMatch(
      /^The event's final closure date \(.+\) has passed: contributions can no longer change$/,
    );
  });

  it('the coordinator changes no status and no selection, and is told why', async () => {
    await signInAs('COORDINATOR');
    await page.goto(`${product.url}/coordinator/event/contribution/${eventId}/update/${open}`);
    await settled(page, 'The harbour');
    await page
      .getByText(/^The event’s final closure date passed on .+: review statuses no longer change\.$/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await page.goto(`${product.url}/coordinator/event/contribution/${eventId}/update/${accepted}`);
    await settled(page, 'The lighthouse');
    await page
      .getByText(
        /^The event’s final closure date passed on .+: the selection for publication no longer changes\.$/,
      )
      .waitFor();
    violations.push(...(await checkPage(page, 'review-finally-closed')));
    await expect(
      coordinator.send('POST', `/contributions/${open}/status`, { status: 'accepted' }),
    ).rejects.toThrow(
      /^409 The event's final closure date \(.+\) has passed: review statuses no longer change$/,
    );
    await expect(
      coordinator.send('PUT', `/contributions/${accepted}/selection`, { selected: true }),
    ).rejects.toThrow(
      /^409 The event's final closure date \(.+\) has passed: the selection for publication no longer changes$/,
    );
  });

  it('once the comment window is over, the thread says since when, and the server refuses a comment', async () => {
    offset = 60 * DAY;
    student = await apiAs(product.url, 'STUDENT');
    await signInAs('STUDENT');
    await page.goto(`${product.url}/student/event/contribution/${eventId}/detail/${open}`);
    await settled(page, 'The harbour');
    await page.getByText(/^Comments closed on .+, 14 days after the event’s final closure date\.$/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Add a comment' }).count()).toBe(0);
    await expect(student.send('POST', `/contributions/${open}/comments`, { body: 'Thanks' })).rejects.toThrow(
      /^409 Comments closed at .+, 14 days after the event's final closure date$/,
    );
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
