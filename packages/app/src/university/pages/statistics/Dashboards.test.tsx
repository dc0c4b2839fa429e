import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ManagerDashboardPage } from './Dashboards';

const failingCsv = vi.fn((input: RequestInfo | URL) => {
  const path = new URL(String(input)).pathname;
  if (path.endsWith('.csv')) {
    return Promise.resolve(
      Response.json({ statusCode: 503, message: 'Statistics are being recalculated' }, { status: 503 }),
    );
  }
  if (path.includes('/statistics/exceptions/')) {
    return Promise.resolve(Response.json({ data: [], page: 0, pageSize: 10, hasMore: false }));
  }
  return Promise.resolve(Response.json({ data: [] }));
});

beforeEach(() => vi.stubGlobal('fetch', failingCsv));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('manager dashboard', () => {
  it('says why the CSV download failed, next to its button', async () => {
    const element = <ManagerDashboardPage />;
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    const section = screen.getByRole('region', { name: 'Contributions per faculty and year' });
    fireEvent.click(within(section).getByRole('button', { name: 'Download as CSV' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The download failed: Statistics are being recalculated',
    );
  });
});
