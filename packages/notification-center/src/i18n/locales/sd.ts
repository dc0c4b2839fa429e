import type { NotificationCenterMessages } from '../messages.js';

/** Sindhi. */
const messages: NotificationCenterMessages = {
  notifications: 'اطلاعون',
  markAllAsRead: 'سڀني کي پڙهيل طور نشان لڳايو',
  poweredBy: '{name} پاران هلندڙ',
  settings: 'سيٽنگون',
  removeMessage: 'پيغام هٽايو',
  markAsRead: 'پڙهيل طور نشان لڳايو',
  markAsUnRead: 'اڻ پڙهيل طور نشان لڳايو',
  noNewNotification: 'هتي اڃا ڏسڻ لاءِ ڪجهه نئون ناهي',
  noNewNotificationShort: 'ڪا نئين اطلاع ناهي',
  unread: 'اڻ پڙهيل',
  messageActions: 'پيغام جا عمل',
  loading: 'اطلاعون لوڊ ٿي رهيون آهن',
  loadError: 'اطلاعون لوڊ نه ٿي سگهيون.',
  retry: 'ٻيهر ڪوشش ڪريو',
  feeds: 'اطلاعن جون فيڊون',
  back: 'واپس',
  saved: 'محفوظ ٿي ويو',
  loadingSettings: 'سيٽنگون لوڊ ٿي رهيون آهن',
  settingsError: 'سيٽنگون لوڊ نه ٿي سگهيون.',
  toggleFailed: 'تبديلي محفوظ نه ٿي سگهي، تنهن ڪري واپس ڪئي وئي.',
  archive: 'آرڪائيو ڪريو',
  unarchive: 'آرڪائيو مان ڪڍو',
  archived: 'آرڪائيو',
  noArchivedNotification: 'ڪا آرڪائيو ٿيل اطلاع ناهي',
  titleWithUnseen: '{notifications}، {unseen}',
  unseen: { one: '{count} اڻ ڏٺل', other: '{count} اڻ ڏٺل' },
  unreadCount: { one: '{count} اڻ پڙهيل', other: '{count} اڻ پڙهيل' },
  newNotification: 'نئين اطلاع: {title}',
  newNotifications: { one: '{count} نئين اطلاع', other: '{count} نيون اطلاعون' },
  channels: { sms: 'SMS', push: 'پش', email: 'اي ميل', in_app: 'ايپ ۾', chat: 'چيٽ' },
};

export default messages;
