import type { NotificationCenterMessages } from '../messages.js';

/** Sinhala. */
const messages: NotificationCenterMessages = {
  notifications: 'දැනුම්දීම්',
  markAllAsRead: 'සියල්ල කියවූ ලෙස සලකුණු කරන්න',
  poweredBy: '{name} මගින් බලගැන්වේ',
  settings: 'සැකසීම්',
  removeMessage: 'පණිවිඩය ඉවත් කරන්න',
  markAsRead: 'කියවූ ලෙස සලකුණු කරන්න',
  markAsUnRead: 'නොකියවූ ලෙස සලකුණු කරන්න',
  noNewNotification: 'මෙහි තවම අලුත් කිසිවක් නැත',
  noNewNotificationShort: 'නව දැනුම්දීම් නැත',
  unread: 'නොකියවූ',
  messageActions: 'පණිවිඩ ක්‍රියා',
  loading: 'දැනුම්දීම් පූරණය වෙමින්',
  loadError: 'දැනුම්දීම් පූරණය කළ නොහැකි විය.',
  retry: 'නැවත උත්සාහ කරන්න',
  feeds: 'දැනුම්දීම් සංග්‍රහ',
  back: 'ආපසු',
  saved: 'සුරැකිණි',
  loadingSettings: 'සැකසීම් පූරණය වෙමින්',
  settingsError: 'සැකසීම් පූරණය කළ නොහැකි විය.',
  toggleFailed: 'වෙනස සුරැකිය නොහැකි වූ බැවින් එය අහෝසි කරන ලදී.',
  archive: 'සංරක්ෂණය කරන්න',
  unarchive: 'සංරක්ෂණයෙන් ඉවත් කරන්න',
  archived: 'සංරක්ෂිත',
  noArchivedNotification: 'සංරක්ෂිත දැනුම්දීම් නැත',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} නොබැලූ', other: '{count} නොබැලූ' },
  unreadCount: { one: '{count} නොකියවූ', other: '{count} නොකියවූ' },
  newNotification: 'නව දැනුම්දීම: {title}',
  newNotifications: { one: '{count} නව දැනුම්දීම', other: '{count} නව දැනුම්දීම්' },
  channels: { sms: 'SMS', push: 'Push', email: 'ඊමේල්', in_app: 'යෙදුම තුළ', chat: 'කතාබස්' },
};

export default messages;
