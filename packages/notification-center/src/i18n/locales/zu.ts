import type { NotificationCenterMessages } from '../messages.js';

/** Zulu. */
const messages: NotificationCenterMessages = {
  notifications: 'Izaziso',
  markAllAsRead: 'Maka konke njengokufundiwe',
  poweredBy: 'Kunikwe amandla yi-{name}',
  settings: 'Izilungiselelo',
  removeMessage: 'Susa umlayezo',
  markAsRead: 'Maka njengokufundiwe',
  markAsUnRead: 'Maka njengokungafundiwe',
  noNewNotification: 'Akukho okusha okungabonwa lapha okwamanje',
  noNewNotificationShort: 'Asikho isaziso esisha',
  unread: 'Akufundiwe',
  messageActions: 'Izenzo zomlayezo',
  loading: 'Kulayishwa izaziso',
  loadError: 'Izaziso azikwazanga ukulayishwa.',
  retry: 'Zama futhi',
  feeds: 'Okuphakelayo kwezaziso',
  back: 'Emuva',
  saved: 'Kulondoloziwe',
  loadingSettings: 'Kulayishwa izilungiselelo',
  settingsError: 'Izilungiselelo azikwazanga ukulayishwa.',
  toggleFailed: 'Ushintsho alukwazanga ukulondolozwa, ngakho luhlehlisiwe.',
  archive: 'Faka kungobo yomlando',
  unarchive: 'Khipha kungobo yomlando',
  archived: 'Ingobo yomlando',
  noArchivedNotification: 'Azikho izaziso ezisengobeni yomlando',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} esingabonwanga', other: '{count} ezingabonwanga' },
  unreadCount: { one: '{count} esingafundwanga', other: '{count} ezingafundwanga' },
  newNotification: 'Isaziso esisha: {title}',
  newNotifications: { one: '{count} isaziso esisha', other: '{count} izaziso ezintsha' },
  channels: {
    sms: 'I-SMS',
    push: 'I-Push',
    email: 'I-imeyili',
    in_app: 'Ngaphakathi kohlelo',
    chat: 'Ingxoxo',
  },
};

export default messages;
