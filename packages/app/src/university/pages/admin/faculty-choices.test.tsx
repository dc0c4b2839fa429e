import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountCreatePage } from './AccountFormPage';
import AccountListPage from './AccountListPage';
import { EventCreatePage, EventListPage } from './EventPages';

const computing = {
  id: 1,
  name: 'Computing',
  description: '',
  guestAccess: false,
  eventCount: 0,
  studentCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};
let facultiesFail = true;

beforeEach(() => {
  facultiesFail = true;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path.endsWith('/faculties')) {
        return Promise.resolve(
          facultiesFail
            ? Response.json({ statusCode: 503, message: 'The directory is offline' }, { status: 503 })
            : Response.json({ data: [computing] }),
        );
      }
      if (path.endsWith('/accounts')) {
        return Promise.resolve(
          Response.json({ data: [], page: 0, pageSize: 20, hasMore: false, totalCount: 0 }),
        );
      }
      return Promise.resolve(Response.json({ data: [] }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(element: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

async function expectFailureWithRetry() {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The faculties could not be loaded')).toBeTruthy();
  expect(within(alert).getByText('The directory is offline')).toBeTruthy();
  facultiesFail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
}

describe('a failed load of the faculties', () => {
  it('is explained with a retry on the event form, and the faculties come back', async () => {
    const user = userEvent.setup();
    renderPage(<EventCreatePage />);
    await expectFailureWithRetry();
    await user.click(screen.getByRole('button', { name: /Faculty/ }));
    expect(await screen.findByRole('option', { name: 'Computing' })).toBeTruthy();
  });

  it('is explained with a retry on the account form once a role with a faculty is chosen', async () => {
    const user = userEvent.setup();
    renderPage(<AccountCreatePage />);
    await user.click(await screen.findByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Student' }));
    await expectFailureWithRetry();
  });

  it('is explained with a retry beside the faculty filter of the events', async () => {
    renderPage(<EventListPage />);
    await expectFailureWithRetry();
  });

  it('is explained with a retry beside the faculty filter of the accounts', async () => {
    renderPage(<AccountListPage />);
    await expectFailureWithRetry();
  });
});
