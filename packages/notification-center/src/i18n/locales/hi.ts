import type { NotificationCenterMessages } from '../messages.js';

/** Hindi. */
const messages: NotificationCenterMessages = {
  notifications: 'सूचनाएँ',
  markAllAsRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  poweredBy: '{name} द्वारा संचालित',
  settings: 'सेटिंग',
  removeMessage: 'संदेश हटाएँ',
  markAsRead: 'पढ़ा हुआ चिह्नित करें',
  markAsUnRead: 'अनपढ़ा चिह्नित करें',
  noNewNotification: 'यहाँ अभी देखने को कुछ नया नहीं है',
  noNewNotificationShort: 'कोई नई सूचना नहीं',
  unread: 'अनपढ़ा',
  messageActions: 'संदेश की कार्रवाइयाँ',
  loading: 'सूचनाएँ लोड हो रही हैं',
  loadError: 'सूचनाएँ लोड नहीं हो सकीं।',
  retry: 'फिर से कोशिश करें',
  feeds: 'सूचना फ़ीड',
  back: 'वापस',
  saved: 'सहेजा गया',
  loadingSettings: 'सेटिंग लोड हो रही हैं',
  settingsError: 'सेटिंग लोड नहीं हो सकीं।',
  toggleFailed: 'बदलाव सहेजा नहीं जा सका, इसलिए उसे पहले जैसा कर दिया गया।',
  archive: 'संग्रहित करें',
  unarchive: 'संग्रह से निकालें',
  archived: 'संग्रहित',
  noArchivedNotification: 'कोई संग्रहित सूचना नहीं',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} अनदेखी', other: '{count} अनदेखी' },
  unreadCount: { one: '{count} अनपढ़ी', other: '{count} अनपढ़ी' },
  newNotification: 'नई सूचना: {title}',
  newNotifications: { one: '{count} नई सूचना', other: '{count} नई सूचनाएँ' },
  channels: { sms: 'SMS', push: 'पुश', email: 'ईमेल', in_app: 'ऐप में', chat: 'चैट' },
};

export default messages;
