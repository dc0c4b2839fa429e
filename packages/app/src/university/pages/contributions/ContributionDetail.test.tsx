import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Contribution } from '@herald/protocol';
import { ContributionDetailPage } from './ContributionDetail';

const contribution: Contribution = {
  id: 5,
  eventId: 2,
  eventName: 'Spring magazine',
  academicYear: '2025-2026',
  facultyId: 1,
  facultyName: 'Computing',
  studentId: 9,
  studentName: 'Sam',
  title: 'Night trains',
  summary: 'Sleeper routes across Europe.',
  status: 'submitted',
  selected: false,
  selectedAt: null,
  termsAcceptedAt: '2026-01-01T00:00:00.000Z',
  firstCommentAt: null,
  commentCount: 0,
  files: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  can: { update: false, comment: true, review: true, select: false },
};

const statusSent = vi.fn(() =>
  Response.json({ statusCode: 400, message: 'note: The note may not contain links' }, { status: 400 }),
);

beforeEach(() => {
  statusSent.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (init?.method === 'POST' && path.endsWith('/contributions/5/status')) {
        return Promise.resolve(statusSent());
      }
      if (path.endsWith('/contributions/5')) return Promise.resolve(Response.json({ data: contribution }));
      if (path.endsWith('/contributions/5/status')) {
        return Promise.resolve(Response.json({ data: { status: 'submitted', history: [] } }));
      }
      return Promise.resolve(Response.json({ data: [] }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openReview() {
  const element = <ContributionDetailPage review listHref={() => '/'} />;
  const router = createMemoryRouter([{ path: '/review/:id', element }], { initialEntries: ['/review/5'] });
  render(<RouterProvider router={router} />);
  const form = await screen.findByRole('form', { name: 'Change the status' });
  return form;
}

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: /Change the status/ }));
  await user.click(await screen.findByRole('option', { name: 'Under review' }));
}

/** The text that describes a field (its help and its error). */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('review note', () => {
  it('is checked next to the field before anything is sent', async () => {
    const user = userEvent.setup();
    const form = await openReview();
    await chooseStatus(user, form);
    const note = within(form).getByLabelText('Note for the student');
    await user.click(note);
    await user.paste('x'.repeat(2001));
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(note)).toContain('Keep the note to 2000 characters or fewer');
    expect(statusSent).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the note next to the field, not above the form', async () => {
    const user = userEvent.setup();
    const form = await openReview();
    await chooseStatus(user, form);
    const note = within(form).getByLabelText('Note for the student');
    await user.type(note, 'See https://example.test');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(statusSent).toHaveBeenCalledTimes(1);
    expect(descriptionOf(note)).toContain('The note may not contain links');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
