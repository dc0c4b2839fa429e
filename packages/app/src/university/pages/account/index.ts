// The pages every signed-in person has, one lazy module.
import type { ComponentType } from 'react';
import type { UNIVERSITY_ROUTES } from '@herald/protocol';
import ProfilePage from './ProfilePage';
import ChangePasswordPage from './ChangePasswordPage';
import NotificationSettingsPage from './NotificationSettingsPage';

/** The page of each of a signed-in person's own routes, by its name in the protocol (UNIVERSITY_ROUTES.account). */
export const ROUTE_PAGES = {
  profile: ProfilePage,
  notificationSettings: NotificationSettingsPage,
  changePassword: ChangePasswordPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['account'], ComponentType>;
