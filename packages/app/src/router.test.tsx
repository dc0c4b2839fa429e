import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ROUTER_ERROR_TITLE } from '@herald/protocol';
import { RouterErrorView } from './shared/pages/RouterErrorView';
import { routeObjects } from './router';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderAt(path: string, routes = routeObjects) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app router', () => {
  it('shows the not-found page for any unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
  });

  it('asks a visitor without a session on a staff page to sign in at /staff, and keeps the way back', async () => {
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff');
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fdashboard');
  });

  it('shows the staff sign-in at /staff', async () => {
    renderAt('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows each sign-in error next to its field, tied to it for assistive technology', async () => {
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    // The form's checks load on first use.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(describedBy?.textContent).toBe('Enter a valid email address');
    expect(screen.getByText('Enter your password')).toBeTruthy();
  });

  it('checks the new password next to its fields before sending anything', async () => {
    renderAt('/resetpassword?token=abcdefghijklmnopqrstuvwxyz0123456789');
    const password = await screen.findByLabelText('New password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the emailed link when the reset page opens without one', async () => {
    renderAt('/resetpassword');
    expect(
      await screen.findByText('Open the link from your email to choose a password. It works once.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('shows the router error view with the error text when a route fails', async () => {
    renderAt('/', [
      {
        path: '/',
        errorElement: <RouterErrorView />,
        loader: () => {
          throw new Error('The events could not be loaded');
        },
        element: null,
      },
    ]);
    expect(await screen.findByRole('heading', { name: ROUTER_ERROR_TITLE })).toBeTruthy();
    expect(screen.getByText('The events could not be loaded')).toBeTruthy();
  });
});
