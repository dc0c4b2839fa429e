import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '@herald/protocol';
import NotificationSettingsPage from './NotificationSettingsPage';
import ProfilePage from './ProfilePage';
import ChangePasswordPage from './ChangePasswordPage';
import { t } from '../../../shared/i18n/en';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the account pages, for a guest marker whose visit token cannot be read', () => {
  it.each([
    ['notification settings', NotificationSettingsPage],
    ['profile', ProfilePage],
    ['change password', ChangePasswordPage],
  ])('the %s page says a guest has no account instead of failing', async (_name, Page) => {
    localStorage.setItem(STORAGE_KEYS.guestMarker, 'not a visit token');
    const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(t.guestVisit.noAccount)).toBeTruthy();
  });
});
