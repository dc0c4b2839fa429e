import type { NotificationCenterMessages } from '../messages.js';

/** Bulgarian. */
const messages: NotificationCenterMessages = {
  notifications: 'Известия',
  markAllAsRead: 'Маркиране на всички като прочетени',
  poweredBy: 'С технологията на',
  settings: 'Настройки',
  removeMessage: 'Премахване на съобщението',
  markAsRead: 'Маркиране като прочетено',
  markAsUnRead: 'Маркиране като непрочетено',
  noNewNotification: 'Все още няма нищо ново тук',
  noNewNotificationShort: 'Няма ново известие',
  unread: 'Непрочетено',
  messageActions: 'Действия със съобщението',
  loading: 'Известията се зареждат',
  loadError: 'Известията не можаха да се заредят.',
  retry: 'Опитайте отново',
  feeds: 'Потоци с известия',
  back: 'Назад',
  saved: 'Запазено',
  loadingSettings: 'Настройките се зареждат',
  settingsError: 'Настройките не можаха да се заредят.',
  toggleFailed: 'Промяната не можа да се запази и беше отменена.',
  archive: 'Архивиране',
  unarchive: 'Връщане от архива',
  archived: 'Архивирани',
  noArchivedNotification: 'Няма архивирани известия',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} непрегледано', other: '{count} непрегледани' },
  unreadCount: { one: '{count} непрочетено', other: '{count} непрочетени' },
  newNotification: 'Ново: {title}',
  newNotifications: { one: '{count} ново известие', other: '{count} нови известия' },
  channels: { sms: 'SMS', push: 'Push', email: 'Имейл', in_app: 'В приложението', chat: 'Чат' },
};

export default messages;
