import type { NotificationCenterMessages } from '../messages.js';

/** Armenian. */
const messages: NotificationCenterMessages = {
  notifications: 'Ծանուցումներ',
  markAllAsRead: 'Նշել բոլորը որպես կարդացված',
  poweredBy: 'Ապահովում է՝',
  settings: 'Կարգավորումներ',
  removeMessage: 'Հեռացնել հաղորդագրությունը',
  markAsRead: 'Նշել որպես կարդացված',
  markAsUnRead: 'Նշել որպես չկարդացված',
  noNewNotification: 'Այստեղ դեռ նոր բան չկա',
  noNewNotificationShort: 'Նոր ծանուցում չկա',
  unread: 'Չկարդացված',
  messageActions: 'Հաղորդագրության գործողություններ',
  loading: 'Ծանուցումները բեռնվում են',
  loadError: 'Չհաջողվեց բեռնել ծանուցումները։',
  retry: 'Կրկին փորձել',
  feeds: 'Ծանուցումների հոսքեր',
  back: 'Հետ',
  saved: 'Պահված է',
  loadingSettings: 'Կարգավորումները բեռնվում են',
  settingsError: 'Չհաջողվեց բեռնել կարգավորումները։',
  toggleFailed: 'Փոփոխությունը չհաջողվեց պահել, և այն չեղարկվեց։',
  archive: 'Արխիվացնել',
  unarchive: 'Հանել արխիվից',
  archived: 'Արխիվացված',
  noArchivedNotification: 'Արխիվացված ծանուցումներ չկան',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} չդիտված', other: '{count} չդիտված' },
  unreadCount: { one: '{count} չկարդացված', other: '{count} չկարդացված' },
  newNotification: 'Նոր ծանուցում՝ {title}',
  newNotifications: { one: '{count} նոր ծանուցում', other: '{count} նոր ծանուցում' },
  channels: { sms: 'SMS', push: 'Push', email: 'Էլ. փոստ', in_app: 'Հավելվածում', chat: 'Զրույց' },
};

export default messages;
