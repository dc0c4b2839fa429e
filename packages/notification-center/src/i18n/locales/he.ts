import type { NotificationCenterMessages } from '../messages.js';

/** Hebrew. */
const messages: NotificationCenterMessages = {
  notifications: 'התראות',
  markAllAsRead: 'סימון הכול כנקרא',
  poweredBy: 'מופעל על ידי',
  settings: 'הגדרות',
  removeMessage: 'הסרת ההודעה',
  markAsRead: 'סימון כנקראה',
  markAsUnRead: 'סימון כלא נקראה',
  noNewNotification: 'אין כאן עדיין שום דבר חדש',
  noNewNotificationShort: 'אין התראות חדשות',
  unread: 'לא נקראה',
  messageActions: 'פעולות על ההודעה',
  loading: 'ההתראות נטענות',
  loadError: 'לא ניתן היה לטעון את ההתראות.',
  retry: 'ניסיון נוסף',
  feeds: 'ערוצי התראות',
  back: 'חזרה',
  saved: 'נשמר',
  loadingSettings: 'ההגדרות נטענות',
  settingsError: 'לא ניתן היה לטעון את ההגדרות.',
  toggleFailed: 'לא ניתן היה לשמור את השינוי, ולכן הוא בוטל.',
  archive: 'העברה לארכיון',
  unarchive: 'הוצאה מהארכיון',
  archived: 'בארכיון',
  noArchivedNotification: 'אין התראות בארכיון',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} חדשה', two: '{count} חדשות', other: '{count} חדשות' },
  unreadCount: { one: '{count} לא נקראה', two: '{count} לא נקראו', other: '{count} לא נקראו' },
  newNotification: 'חדש: {title}',
  newNotifications: { one: '{count} התראה חדשה', two: '{count} התראות חדשות', other: '{count} התראות חדשות' },
  channels: { sms: 'SMS', push: 'התראות Push', email: 'אימייל', in_app: 'בתוך האפליקציה', chat: "צ'אט" },
};

export default messages;
