import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import OutboxPage from './OutboxPage';

function answerOutbox(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ statusCode: status, message }, { status }))),
  );
}

function renderOutbox() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <OutboxPage /> }])} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('outbox', () => {
  it('shows why the server keeps the outbox closed, without a retry that cannot help', async () => {
    const reason =
      'The outbox is not readable in production without SMTP_URL: the server console prints each kept mail';
    answerOutbox(403, reason);
    renderOutbox();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The outbox is not readable on this server' }),
    ).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('still offers a retry when the outbox fails to load for another reason', async () => {
    answerOutbox(503, 'The database is busy');
    renderOutbox();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('The database is busy')).toBeTruthy();
  });
});
