import type { NotificationCenterMessages } from '../messages.js';

/** Kurdish (Kurmanji). */
const messages: NotificationCenterMessages = {
  notifications: 'Agahdarî',
  markAllAsRead: 'Hemûyan wekî xwendî nîşan bide',
  poweredBy: 'Bi piştgiriya',
  settings: 'Mîheng',
  removeMessage: 'Peyamê rake',
  markAsRead: 'Wekî xwendî nîşan bide',
  markAsUnRead: 'Wekî nexwendî nîşan bide',
  noNewNotification: 'Hêj tiştekî nû li vir tune ye',
  noNewNotificationShort: 'Agahdariya nû tune ye',
  unread: 'Nexwendî',
  messageActions: 'Çalakiyên peyamê',
  loading: 'Agahdarî tên barkirin',
  loadError: 'Agahdarî nehatin barkirin.',
  retry: 'Dîsa biceribîne',
  feeds: 'Herikînên agahdariyê',
  back: 'Vegere',
  saved: 'Hat tomarkirin',
  loadingSettings: 'Mîheng tên barkirin',
  settingsError: 'Mîheng nehatin barkirin.',
  toggleFailed: 'Guhertin nehat tomarkirin, loma hat betalkirin.',
  archive: 'Arşîv bike',
  unarchive: 'Ji arşîvê derxe',
  archived: 'Arşîvkirî',
  noArchivedNotification: 'Agahdariya arşîvkirî tune ye',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} nedîtî', other: '{count} nedîtî' },
  unreadCount: { one: '{count} nexwendî', other: '{count} nexwendî' },
  newNotification: 'Nû: {title}',
  newNotifications: { one: '{count} agahdariya nû', other: '{count} agahdariyên nû' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-name', in_app: 'Di sepanê de', chat: 'Sohbet' },
};

export default messages;
