import type { NotificationCenterMessages } from '../messages.js';

/** Tagalog. */
const messages: NotificationCenterMessages = {
  notifications: 'Mga Notification',
  markAllAsRead: 'Markahan lahat bilang nabasa na',
  poweredBy: 'Pinapagana ng',
  settings: 'Mga Setting',
  removeMessage: 'Alisin ang mensahe',
  markAsRead: 'Markahan bilang nabasa na',
  markAsUnRead: 'Markahan bilang hindi pa nababasa',
  noNewNotification: 'Wala pang bago rito',
  noNewNotificationShort: 'Walang bagong notification',
  unread: 'Hindi pa nababasa',
  messageActions: 'Mga aksyon sa mensahe',
  loading: 'Nilo-load ang mga notification',
  loadError: 'Hindi ma-load ang mga notification.',
  retry: 'Subukan ulit',
  feeds: 'Mga feed ng notification',
  back: 'Bumalik',
  saved: 'Na-save',
  loadingSettings: 'Nilo-load ang mga setting',
  settingsError: 'Hindi ma-load ang mga setting.',
  toggleFailed: 'Hindi ma-save ang pagbabago kaya ibinalik ito.',
  archive: 'I-archive',
  unarchive: 'Alisin sa archive',
  archived: 'Naka-archive',
  noArchivedNotification: 'Walang naka-archive na notification',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} hindi pa nakikita', other: '{count} hindi pa nakikita' },
  unreadCount: { one: '{count} hindi pa nababasa', other: '{count} hindi pa nababasa' },
  newNotification: 'Bago: {title}',
  newNotifications: { one: '{count} bagong notification', other: '{count} bagong notification' },
  channels: { sms: 'SMS', push: 'Push', email: 'Email', in_app: 'Sa app', chat: 'Chat' },
};

export default messages;
