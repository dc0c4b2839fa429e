// Every form of every role, filled from the keyboard alone as people type (Tab to a field, type, Enter), under the
// production Content-Security-Policy with Trusted Types enforced: dates typed segment by segment (React Aria's live
// announcer clears itself on every keystroke), times, numbers and text, then submitted. The page guard fails a test
// on any CSP violation the page sees, any report the app forwards and any uncaught error (page-guard.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, PDF, PNG, publishContribution, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { pick, press, tabTo, typeDate, typeInto } from './keyboard.js';
import { openPage, settled } from './support.js';

let product: Product;
const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

/** Each journey on a fresh product of its own. */
function freshProduct() {
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());
}

/** Signs in from the keyboard: email, password, Enter. */
async function signInByKeyboard(page: Page, role: string, door = '/') {
  const { email, password } = account(role);
  await page.goto(`${product.url}${door}`);
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== door);
}

/** The page's main form, by its accessible name. */
const form = (page: Page, name: string | RegExp) => page.getByRole('form', { name });

/** Types a new phone and address on the profile and saves; then the password, wrong first and then right. */
async function profileAndPassword(page: Page, role: string) {
  await page.goto(`${product.url}/profile`);
  await settled(page, 'Profile');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0018');
  await typeInto(page, page.getByRole('textbox', { name: 'Address' }), '1 Quay Street\nBristol');
  await press(page, page.getByRole('button', { name: 'Save' }));
  await page.getByText('Your profile is saved.').waitFor();
  await expect(page.getByRole('textbox', { name: 'Address' }).inputValue()).resolves.toBe(
    '1 Quay Street\nBristol',
  );

  await page.goto(`${product.url}/changepassword`);
  await settled(page, 'Change password');
  await typeInto(page, page.getByLabel('Current password'), 'not the password');
  await typeInto(page, page.getByLabel(/^New password/), `a long new ${role.toLowerCase()} password`);
  await typeInto(
    page,
    page.getByLabel('Repeat the new password'),
    `a long new ${role.toLowerCase()} password`,
  );
  await page.keyboard.press('Enter');
  await page.getByText('The current password is not right').waitFor();
  await typeInto(page, page.getByLabel('Current password'), account(role).password);
  await page.keyboard.press('Enter');
  await page.getByText('Your password is changed.').waitFor();
}

describe('the administrator at the keyboard', () => {
  freshProduct();
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(product.browser));
    await signInByKeyboard(page, 'ADMIN', '/staff');
  });

  it('creates a faculty, typing its name and description, and finds it by search', async () => {
    await page.goto(`${product.url}/admin/faculty/create`);
    await settled(page, 'Create faculty');
    await typeInto(page, page.getByRole('textbox', { name: 'Name' }), 'Faculty of Typing');
    await typeInto(page, page.getByRole('textbox', { name: 'Description' }), 'Keys, not clicks.');
    await tabTo(page, page.getByRole('switch', { name: 'Guests may browse published contributions' }));
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Create faculty' }));
    await page.waitForURL(/\/admin\/faculty\/detail\/\d+$/);
    await page.getByText('The faculty is saved.').waitFor();

    await page.goto(`${product.url}/admin/faculty`);
    await settled(page, 'Faculties');
    // The list narrows as the name is typed.
    await typeInto(page, page.getByRole('searchbox', { name: /^Search/ }), 'typing');
    await page.getByRole('link', { name: 'Faculty of Typing' }).waitFor();
    await expect.poll(() => page.getByRole('table').getByRole('link').count()).toBe(1);
  });

  it('creates an event typing every date and time segment by segment, then edits its dates', async () => {
    await page.goto(`${product.url}/admin/event/create`);
    await settled(page, 'Create event');
    const event = form(page, 'Create event');
    await typeInto(page, event.getByRole('textbox', { name: 'Name' }), 'Typed anthology');
    await pick(page, event.getByRole('button', { name: /Faculty$/ }), 'Faculty of Typing');
    await typeInto(page, event.getByRole('textbox', { name: 'Academic year' }), '2026-2027');
    await typeInto(page, event.getByRole('textbox', { name: 'Description' }), 'Write **one** page.');
    // dd/mm/yyyy, hh:mm in en-GB: each segment full moves focus to the next.
    await typeDate(page, event.getByRole('group', { name: 'Opening date' }), '011120260900');
    await typeDate(page, event.getByRole('group', { name: 'Closure date' }), '150320271700');
    await typeDate(page, event.getByRole('group', { name: 'Final closure date' }), '300420271730');
    await press(page, event.getByRole('button', { name: 'Create event' }));
    await page.waitForURL(/\/admin\/event\/detail\/\d+$/);
    await settled(page, 'Typed anthology');
    await page.getByText('15 Mar 2027').first().waitFor();
    await page.getByText('30 Apr 2027').first().waitFor();

    await page.getByRole('link', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await settled(page, 'Update event');
    const update = form(page, 'Typed anthology');
    // A closure before the opening is refused next to the field, and nothing typed is lost.
    await typeDate(page, update.getByRole('group', { name: 'Closure date' }), '011020261200');
    await press(page, update.getByRole('button', { name: 'Save' }));
    await page.getByText('The closure date comes after the opening date').waitFor();
    await expect(update.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Typed anthology');
    await typeDate(page, update.getByRole('group', { name: 'Closure date' }), '200320271700');
    await press(page, update.getByRole('button', { name: 'Save' }));
    await page.getByText('The event is saved.').waitFor();
    await page.getByText('20 Mar 2027').first().waitFor();
  });

  it('creates an account, typing name and email and choosing role and faculty from the keyboard', async () => {
    await page.goto(`${product.url}/admin/account/create`);
    await settled(page, 'Create account');
    const created = form(page, 'Create account');
    await typeInto(page, created.getByRole('textbox', { name: 'Name' }), 'Kay Board');
    await typeInto(page, created.getByRole('textbox', { name: 'Email' }), 'kay.board@herald.test');
    await pick(page, created.getByRole('button', { name: /Role$/ }), 'Student');
    await pick(page, created.getByRole('button', { name: /Faculty$/ }), 'Faculty of Typing');
    await press(page, created.getByRole('button', { name: 'Create account' }));
    await page.waitForURL(/\/admin\/account\/detail\/\d+$/);
    await settled(page, 'Kay Board');

    await page.goto(`${product.url}/admin/account`);
    await settled(page, 'Accounts');
    await typeInto(page, page.getByRole('searchbox', { name: 'Search by name or email' }), 'kay.board');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=kay.board/);
    await page.getByRole('link', { name: 'Kay Board' }).waitFor();
  });

  it('edits the faculty’s description and the account’s name from the keyboard', async () => {
    await page.goto(`${product.url}/admin/faculty`);
    await settled(page, 'Faculties');
    await page.getByRole('link', { name: 'Faculty of Typing' }).click();
    await page.getByRole('link', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await settled(page, 'Update faculty');
    await typeInto(page, page.getByRole('textbox', { name: 'Description' }), 'Keys, and only keys.');
    await press(page, page.getByRole('button', { name: 'Save' }));
    await page.getByText('The faculty is saved.').waitFor();
    await page.getByText('Keys, and only keys.').waitFor();

    await page.goto(`${product.url}/admin/account`);
    await settled(page, 'Accounts');
    await page.getByRole('link', { name: 'Kay Board' }).click();
    await page.getByRole('link', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await settled(page, 'Update account');
    await typeInto(page, page.getByRole('textbox', { name: 'Name' }), 'Kay Keyboard');
    await press(page, page.getByRole('button', { name: 'Save' }));
    await page.getByText('The account is saved.').waitFor();
    await settled(page, 'Kay Keyboard');
  });

  it('types a new phone, address and password on the account pages', async () => {
    await profileAndPassword(page, 'ADMIN');
  });
});

/** The event every journey below works in, open now, with a contribution of the demo student's. */
async function openEventWithWork(title: string) {
  const eventId = (await openEvent(await apiAs(product.url, 'ADMIN'), 'Keyboard stories')).id;
  const { id } = await submitContribution(await apiAs(product.url, 'STUDENT'), eventId, title);
  return { eventId, contributionId: id };
}

describe('the student at the keyboard', () => {
  freshProduct();
  let eventId: number;
  beforeAll(async () => {
    eventId = (await openEvent(await apiAs(product.url, 'ADMIN'), 'Keyboard stories')).id;
  });

  it('submits a contribution typed and chosen from the keyboard, then comments on it', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'STUDENT');
    await page.goto(`${product.url}/student/event/contribution/${eventId}/create`);
    await settled(page, 'New contribution');
    await typeInto(page, page.getByRole('textbox', { name: 'Title' }), 'Typed by hand');
    await typeInto(page, page.getByRole('textbox', { name: 'Summary' }), 'Every word\nfrom the keys.');
    // The file buttons open the system's file chooser, as Enter on them does for a person.
    for (const [index, file] of [
      { name: 'story.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
    ].entries()) {
      const chooser = page.waitForEvent('filechooser');
      await press(page, page.getByRole('button', { name: 'Choose files' }).nth(index));
      await (await chooser).setFiles(file);
      await page.getByText(file.name).first().waitFor();
    }
    await tabTo(page, page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Submit the contribution' }));
    await page.waitForURL(/\/student\/event\/contribution\/\d+\/detail\/\d+$/);
    await page.getByText('Your contribution is submitted; your coordinator has been told.').waitFor();

    await typeInto(page, page.getByRole('textbox', { name: 'Add a comment' }), 'Is the ending too long?');
    await press(page, page.getByRole('button', { name: 'Send the comment' }));
    await page.getByText('Your comment is sent.').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Is the ending too long?' }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await settled(page, 'Update contribution');
    await typeInto(page, page.getByRole('textbox', { name: 'Title' }), 'Typed by hand, again');
    await typeInto(page, page.getByRole('textbox', { name: 'Summary' }), 'Fewer words.');
    await press(page, page.getByRole('button', { name: 'Save the changes' }));
    await page.getByText('Your contribution is saved.').waitFor();
    await settled(page, 'Typed by hand, again');
  });

  it('types a new phone, address and password on the account pages', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'STUDENT');
    await profileAndPassword(page, 'STUDENT');
  });
});

describe('the coordinator at the keyboard', () => {
  freshProduct();
  let work: { eventId: number; contributionId: number };
  beforeAll(async () => {
    work = await openEventWithWork('Typed by hand');
  });

  it('searches, comments, changes the status with a typed note and selects the work', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'COORDINATOR', '/staff');
    await page.goto(`${product.url}/coordinator/event/contribution/${work.eventId}`);
    await settled(page, /Keyboard stories/);
    await typeInto(
      page,
      page.getByRole('searchbox', { name: 'Search title, student, faculty or event' }),
      'typed by hand',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=typed/);
    await page.getByRole('row', { name: /Typed by hand/ }).waitFor();

    await page.goto(
      `${product.url}/coordinator/event/contribution/${work.eventId}/detail/${work.contributionId}`,
    );
    await settled(page, 'Typed by hand');
    await typeInto(page, page.getByRole('textbox', { name: 'Add a comment' }), 'Trim the last page.');
    await press(page, page.getByRole('button', { name: 'Send the comment' }));
    await page.getByText('Your comment is sent.').waitFor();
    await page.goto(
      `${product.url}/coordinator/event/contribution/${work.eventId}/update/${work.contributionId}`,
    );
    await settled(page, 'Typed by hand');
    const review = form(page, 'Change the status');
    await pick(page, review.getByRole('button', { name: /Change the status$/ }), 'Under review');
    await press(page, review.getByRole('button', { name: 'Apply' }));
    await page.getByText('The status is changed.').waitFor();
    await pick(page, review.getByRole('button', { name: /Change the status$/ }), 'Accepted');
    await typeInto(
      page,
      review.getByRole('textbox', { name: 'Note for the student' }),
      'Accepted, well typed.',
    );
    await press(page, review.getByRole('button', { name: 'Apply' }));
    await page.getByText('Accepted, well typed.').waitFor();
    await tabTo(page, page.getByRole('switch', { name: 'Selected for publication' }));
    await page.keyboard.press('Space');
    await page.getByText('The selection is saved.').waitFor();
  });

  it('types a new phone, address and password on the account pages', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'COORDINATOR', '/staff');
    await profileAndPassword(page, 'COORDINATOR');
  });
});

describe('the manager at the keyboard', () => {
  freshProduct();
  let work: { eventId: number; contributionId: number };
  beforeAll(async () => {
    work = await openEventWithWork('Typed by hand');
    await publishContribution(await apiAs(product.url, 'COORDINATOR'), work.contributionId);
    await submitContribution(await apiAs(product.url, 'STUDENT'), work.eventId, 'Waiting for words');
  });

  it('types into the dashboard’s searches and the published list’s search', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'MANAGER', '/staff');
    await settled(page, 'Dashboard');
    const waiting = page.getByRole('search', { name: 'Without a comment' });
    await typeInto(page, waiting.getByRole('searchbox'), 'waiting');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Without a comment' }).getByText('Waiting for words').waitFor();

    await page.goto(`${product.url}/manager/public/${work.eventId}`);
    await settled(page, /Keyboard stories/);
    await typeInto(page, page.getByRole('searchbox', { name: /^Search/ }), 'typed');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=typed/);
    await page.getByRole('link', { name: 'Typed by hand' }).waitFor();
  });

  it('types a new phone, address and password on the account pages', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'MANAGER', '/staff');
    await profileAndPassword(page, 'MANAGER');
  });
});

describe('a guest and anyone signed out at the keyboard', () => {
  freshProduct();
  beforeAll(async () => {
    const work = await openEventWithWork('Open to guests');
    await publishContribution(await apiAs(product.url, 'COORDINATOR'), work.contributionId);
  });

  it('types an address for a reset link', async () => {
    const { page } = await openPage(product.browser);
    await page.goto(`${product.url}/forgotpassword`);
    await settled(page, 'Forgot password');
    await typeInto(page, page.getByLabel('Email'), 'someone@herald.test');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
  });

  it('types a new password twice on the page of a mailed reset link, then signs in with it', async () => {
    const student = account('STUDENT');
    await fetch(`${product.url}/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email }),
    });
    await product.herald.worker.drain();
    const mail = await product.herald.ctx.db
      .selectFrom('outbox')
      .select('text')
      .where('to', '=', student.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const { page } = await openPage(product.browser);
    await page.goto(`${product.url}/resetpassword?token=${token}`);
    await settled(page, 'Reset password');
    await typeInto(page, page.getByLabel('New password'), 'a typed new student password');
    await typeInto(page, page.getByLabel('Repeat the password'), 'a typed new student passwort');
    await page.keyboard.press('Enter');
    await page.getByText('The two passwords differ').waitFor();
    await typeInto(page, page.getByLabel('Repeat the password'), 'a typed new student password');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Password saved' }).waitFor();
    await page.goto(`${product.url}/`);
    await typeInto(page, page.getByLabel('Email'), student.email);
    await typeInto(page, page.getByLabel('Password'), 'a typed new student password');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/student/event`);
  });

  it('types the guest account’s email and password and reads the published work', async () => {
    const { page } = await openPage(product.browser);
    await signInByKeyboard(page, 'GUEST');
    await page.getByRole('link', { name: 'Open to guests' }).waitFor();
  });
});

describe('a platform organisation’s admin at the keyboard', () => {
  freshProduct();
  const email = `ada-${randomUUID()}@acme.test`;
  const password = 'correct horse battery staple';
  beforeAll(async () => {
    const response = await fetch(`${product.url}/v1/platform/organizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Acme Notifications', admin: { name: 'Ada', email, password } }),
    });
    expect(response.status).toBe(201);
  });

  it('signs in, answers onboarding, types the branding, invites a member and names a new environment', async () => {
    const { page } = await openPage(product.browser);
    await page.goto(`${product.url}/platform/sign-in`);
    await typeInto(page, page.getByLabel(/^Email/), email);
    await typeInto(page, page.getByLabel(/^Password/), password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/platform\/onboarding$/);
    await press(page, page.getByRole('button', { name: 'Continue' }));
    await tabTo(page, page.getByRole('radio').first());
    // Arrow keys move through a radio group and choose as they go.
    await page.keyboard.press('ArrowDown');
    await press(page, page.getByRole('button', { name: 'Continue' }));
    await page.waitForURL(/\/platform$/);

    const branding = form(page, 'Branding');
    await typeInto(page, branding.getByRole('textbox', { name: /^Organisation name/ }), 'Acme Typing');
    await typeInto(page, branding.getByRole('textbox', { name: /^Primary colour/ }), '#0f766e');
    await typeInto(
      page,
      branding.getByRole('textbox', { name: /^Logo address/ }),
      'https://acme.test/logo.png',
    );
    await press(page, branding.getByRole('button', { name: 'Save branding' }));
    await branding.getByText('Branding saved.').waitFor();

    const member = `bob-${randomUUID()}@acme.test`;
    await typeInto(page, page.getByLabel(/^Email of the new member/), member);
    await press(page, page.getByRole('button', { name: 'Invite', exact: true }));
    await page.getByText(`Invitation sent to ${member}.`).waitFor();

    // The invited member joins from the mailed link, typing a name and a password twice.
    const mail = await product.herald.ctx.db
      .selectFrom('outbox')
      .select('text')
      .where('to', '=', member)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+\/platform\/invitation#token=[\w-]+/.exec(mail.text)![0]);
    const { page: joining } = await openPage(product.browser);
    await joining.goto(`${product.url}${link.pathname}${link.hash}`);
    await typeInto(joining, joining.getByLabel(/^Your name/), 'Bob');
    await typeInto(joining, joining.getByLabel(/^Password/), password);
    await typeInto(joining, joining.getByLabel(/^Repeat the password/), password);
    await joining.keyboard.press('Enter');
    await joining.waitForURL(/\/platform\/onboarding$/);

    await press(page, page.getByRole('button', { name: 'New environment' }));
    const dialog = page.getByRole('dialog', { name: 'New environment' });
    await typeInto(page, dialog.getByLabel(/^Environment name/), 'Staging');
    await page.keyboard.press('Enter');
    await page.getByText('Staging is ready. Copy its API key now: it is shown this once.').waitFor();
  });
});
