import type { NotificationCenterMessages } from '../messages.js';

/** Russian. */
const messages: NotificationCenterMessages = {
  notifications: 'Уведомления',
  markAllAsRead: 'Отметить все как прочитанные',
  poweredBy: 'Работает на',
  settings: 'Настройки',
  removeMessage: 'Удалить сообщение',
  markAsRead: 'Отметить как прочитанное',
  markAsUnRead: 'Отметить как непрочитанное',
  noNewNotification: 'Здесь пока нет ничего нового',
  noNewNotificationShort: 'Нет новых уведомлений',
  unread: 'Не прочитано',
  messageActions: 'Действия с сообщением',
  loading: 'Загрузка уведомлений',
  loadError: 'Не удалось загрузить уведомления.',
  retry: 'Повторить',
  feeds: 'Ленты уведомлений',
  back: 'Назад',
  saved: 'Сохранено',
  loadingSettings: 'Загрузка настроек',
  settingsError: 'Не удалось загрузить настройки.',
  toggleFailed: 'Не удалось сохранить изменение, поэтому оно отменено.',
  archive: 'Архивировать',
  unarchive: 'Вернуть из архива',
  archived: 'Архив',
  noArchivedNotification: 'Нет архивных уведомлений',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} новое', few: '{count} новых', many: '{count} новых', other: '{count} нового' },
  unreadCount: {
    one: '{count} непрочитанное',
    few: '{count} непрочитанных',
    many: '{count} непрочитанных',
    other: '{count} непрочитанного',
  },
  newNotification: 'Новое: {title}',
  newNotifications: {
    one: '{count} новое уведомление',
    few: '{count} новых уведомления',
    many: '{count} новых уведомлений',
    other: '{count} нового уведомления',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'Эл. почта', in_app: 'В приложении', chat: 'Чат' },
};

export default messages;
