import type { NotificationCenterMessages } from '../messages.js';

/** Amharic. */
const messages: NotificationCenterMessages = {
  notifications: 'ማሳወቂያዎች',
  markAllAsRead: 'ሁሉንም እንደተነበቡ ምልክት አድርግ',
  poweredBy: 'በ{name} የተጎላበተ',
  settings: 'ቅንብሮች',
  removeMessage: 'መልዕክቱን አስወግድ',
  markAsRead: 'እንደተነበበ ምልክት አድርግ',
  markAsUnRead: 'እንዳልተነበበ ምልክት አድርግ',
  noNewNotification: 'እዚህ እስካሁን አዲስ ነገር የለም',
  noNewNotificationShort: 'አዲስ ማሳወቂያ የለም',
  unread: 'ያልተነበበ',
  messageActions: 'የመልዕክት እርምጃዎች',
  loading: 'ማሳወቂያዎች በመጫን ላይ',
  loadError: 'ማሳወቂያዎችን መጫን አልተቻለም።',
  retry: 'እንደገና ሞክር',
  feeds: 'የማሳወቂያ ምግቦች',
  back: 'ተመለስ',
  saved: 'ተቀምጧል',
  loadingSettings: 'ቅንብሮች በመጫን ላይ',
  settingsError: 'ቅንብሮችን መጫን አልተቻለም።',
  toggleFailed: 'ለውጡን ማስቀመጥ ስላልተቻለ ተቀልብሷል።',
  archive: 'በማህደር አስቀምጥ',
  unarchive: 'ከማህደር አውጣ',
  archived: 'በማህደር የተቀመጡ',
  noArchivedNotification: 'በማህደር የተቀመጡ ማሳወቂያዎች የሉም',
  titleWithUnseen: '{notifications}፣ {unseen}',
  unseen: { one: '{count} ያልታየ', other: '{count} ያልታዩ' },
  unreadCount: { one: '{count} ያልተነበበ', other: '{count} ያልተነበቡ' },
  newNotification: 'አዲስ፦ {title}',
  newNotifications: { one: '{count} አዲስ ማሳወቂያ', other: '{count} አዲስ ማሳወቂያዎች' },
  channels: { sms: 'ኤስኤምኤስ', push: 'ፑሽ', email: 'ኢሜይል', in_app: 'በመተግበሪያ ውስጥ', chat: 'ውይይት' },
};

export default messages;
