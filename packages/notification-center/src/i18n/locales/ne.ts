import type { NotificationCenterMessages } from '../messages.js';

/** Nepali. */
const messages: NotificationCenterMessages = {
  notifications: 'सूचनाहरू',
  markAllAsRead: 'सबैलाई पढिएको रूपमा चिन्ह लगाउनुहोस्',
  poweredBy: '{name} द्वारा सञ्चालित',
  settings: 'सेटिङहरू',
  removeMessage: 'सन्देश हटाउनुहोस्',
  markAsRead: 'पढिएको रूपमा चिन्ह लगाउनुहोस्',
  markAsUnRead: 'नपढिएको रूपमा चिन्ह लगाउनुहोस्',
  noNewNotification: 'यहाँ अझै हेर्नलाई केही नयाँ छैन',
  noNewNotificationShort: 'कुनै नयाँ सूचना छैन',
  unread: 'नपढिएको',
  messageActions: 'सन्देशका कार्यहरू',
  loading: 'सूचनाहरू लोड हुँदैछन्',
  loadError: 'सूचनाहरू लोड गर्न सकिएन।',
  retry: 'फेरि प्रयास गर्नुहोस्',
  feeds: 'सूचना फिडहरू',
  back: 'पछाडि',
  saved: 'सुरक्षित गरियो',
  loadingSettings: 'सेटिङहरू लोड हुँदैछन्',
  settingsError: 'सेटिङहरू लोड गर्न सकिएन।',
  toggleFailed: 'परिवर्तन सुरक्षित गर्न सकिएन, त्यसैले यसलाई पूर्ववत् गरियो।',
  archive: 'संग्रह गर्नुहोस्',
  unarchive: 'संग्रहबाट निकाल्नुहोस्',
  archived: 'संग्रहित',
  noArchivedNotification: 'कुनै संग्रहित सूचना छैन',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} नहेरिएको', other: '{count} नहेरिएका' },
  unreadCount: { one: '{count} नपढिएको', other: '{count} नपढिएका' },
  newNotification: 'नयाँ: {title}',
  newNotifications: { one: '{count} नयाँ सूचना', other: '{count} नयाँ सूचनाहरू' },
  channels: { sms: 'SMS', push: 'पुस', email: 'इमेल', in_app: 'एपभित्र', chat: 'च्याट' },
};

export default messages;
