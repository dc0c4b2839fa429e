// The pages every signed-in person has, one lazy module.
export { default as ProfilePage } from './ProfilePage';
export { default as ChangePasswordPage } from './ChangePasswordPage';
export { default as NotificationSettingsPage } from './NotificationSettingsPage';
