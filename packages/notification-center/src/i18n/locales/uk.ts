import type { NotificationCenterMessages } from '../messages.js';

/** Ukrainian. */
const messages: NotificationCenterMessages = {
  notifications: 'Сповіщення',
  markAllAsRead: 'Позначити всі як прочитані',
  poweredBy: 'Працює на',
  settings: 'Налаштування',
  removeMessage: 'Видалити повідомлення',
  markAsRead: 'Позначити як прочитане',
  markAsUnRead: 'Позначити як непрочитане',
  noNewNotification: 'Тут поки що немає нічого нового',
  noNewNotificationShort: 'Немає нових сповіщень',
  unread: 'Непрочитане',
  messageActions: 'Дії з повідомленням',
  loading: 'Завантаження сповіщень',
  loadError: 'Не вдалося завантажити сповіщення.',
  retry: 'Спробувати ще раз',
  feeds: 'Стрічки сповіщень',
  back: 'Назад',
  saved: 'Збережено',
  loadingSettings: 'Завантаження налаштувань',
  settingsError: 'Не вдалося завантажити налаштування.',
  toggleFailed: 'Не вдалося зберегти зміну, тому її скасовано.',
  archive: 'Архівувати',
  unarchive: 'Повернути з архіву',
  archived: 'Архів',
  noArchivedNotification: 'Немає архівних сповіщень',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} нове', few: '{count} нові', many: '{count} нових', other: '{count} нового' },
  unreadCount: {
    one: '{count} непрочитане',
    few: '{count} непрочитані',
    many: '{count} непрочитаних',
    other: '{count} непрочитаного',
  },
  newNotification: 'Нове: {title}',
  newNotifications: {
    one: '{count} нове сповіщення',
    few: '{count} нові сповіщення',
    many: '{count} нових сповіщень',
    other: '{count} нового сповіщення',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'Ел. пошта', in_app: 'У застосунку', chat: 'Чат' },
};

export default messages;
