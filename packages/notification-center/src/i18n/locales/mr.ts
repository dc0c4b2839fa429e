import type { NotificationCenterMessages } from '../messages.js';

/** Marathi. */
const messages: NotificationCenterMessages = {
  notifications: 'सूचना',
  markAllAsRead: 'सर्व वाचले म्हणून चिन्हांकित करा',
  poweredBy: '{name} द्वारे समर्थित',
  settings: 'सेटिंग्ज',
  removeMessage: 'संदेश काढा',
  markAsRead: 'वाचले म्हणून चिन्हांकित करा',
  markAsUnRead: 'न वाचलेले म्हणून चिन्हांकित करा',
  noNewNotification: 'येथे अद्याप पाहण्यासारखे नवीन काही नाही',
  noNewNotificationShort: 'नवीन सूचना नाही',
  unread: 'न वाचलेले',
  messageActions: 'संदेश क्रिया',
  loading: 'सूचना लोड होत आहेत',
  loadError: 'सूचना लोड करता आल्या नाहीत.',
  retry: 'पुन्हा प्रयत्न करा',
  feeds: 'सूचना फीड',
  back: 'मागे',
  saved: 'जतन केले',
  loadingSettings: 'सेटिंग्ज लोड होत आहेत',
  settingsError: 'सेटिंग्ज लोड करता आल्या नाहीत.',
  toggleFailed: 'बदल जतन करता आला नाही, म्हणून तो पूर्ववत केला गेला.',
  archive: 'संग्रहित करा',
  unarchive: 'संग्रहातून काढा',
  archived: 'संग्रहित',
  noArchivedNotification: 'कोणतीही संग्रहित सूचना नाही',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} न पाहिलेली', other: '{count} न पाहिलेल्या' },
  unreadCount: { one: '{count} न वाचलेली', other: '{count} न वाचलेल्या' },
  newNotification: 'नवीन: {title}',
  newNotifications: { one: '{count} नवीन सूचना', other: '{count} नवीन सूचना' },
  channels: { sms: 'SMS', push: 'पुश', email: 'ईमेल', in_app: 'ॲपमध्ये', chat: 'चॅट' },
};

export default messages;
