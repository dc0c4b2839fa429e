import type { NotificationCenterMessages } from '../messages.js';

/** Belarusian. */
const messages: NotificationCenterMessages = {
  notifications: 'Апавяшчэнні',
  markAllAsRead: 'Пазначыць усе як прачытаныя',
  poweredBy: 'Працуе на',
  settings: 'Налады',
  removeMessage: 'Выдаліць паведамленне',
  markAsRead: 'Пазначыць як прачытанае',
  markAsUnRead: 'Пазначыць як непрачытанае',
  noNewNotification: 'Тут пакуль няма нічога новага',
  noNewNotificationShort: 'Няма новых апавяшчэнняў',
  unread: 'Непрачытанае',
  messageActions: 'Дзеянні з паведамленнем',
  loading: 'Загрузка апавяшчэнняў',
  loadError: 'Не ўдалося загрузіць апавяшчэнні.',
  retry: 'Паспрабаваць зноў',
  feeds: 'Стужкі апавяшчэнняў',
  back: 'Назад',
  saved: 'Захавана',
  loadingSettings: 'Загрузка налад',
  settingsError: 'Не ўдалося загрузіць налады.',
  toggleFailed: 'Змяненне не ўдалося захаваць, таму яно скасавана.',
  archive: 'Архіваваць',
  unarchive: 'Вярнуць з архіва',
  archived: 'Архіў',
  noArchivedNotification: 'Няма архіваваных апавяшчэнняў',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} новае', few: '{count} новыя', many: '{count} новых', other: '{count} новага' },
  unreadCount: {
    one: '{count} непрачытанае',
    few: '{count} непрачытаныя',
    many: '{count} непрачытаных',
    other: '{count} непрачытанага',
  },
  newNotification: 'Новае: {title}',
  newNotifications: {
    one: '{count} новае апавяшчэнне',
    few: '{count} новыя апавяшчэнні',
    many: '{count} новых апавяшчэнняў',
    other: '{count} новага апавяшчэння',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'Электронная пошта', in_app: 'У праграме', chat: 'Чат' },
};

export default messages;
