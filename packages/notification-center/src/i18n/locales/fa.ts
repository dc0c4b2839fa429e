import type { NotificationCenterMessages } from '../messages.js';

/** Persian. */
const messages: NotificationCenterMessages = {
  notifications: 'اعلان‌ها',
  markAllAsRead: 'علامت‌گذاری همه به‌عنوان خوانده‌شده',
  poweredBy: 'قدرت‌گرفته از',
  settings: 'تنظیمات',
  removeMessage: 'حذف پیام',
  markAsRead: 'علامت‌گذاری به‌عنوان خوانده‌شده',
  markAsUnRead: 'علامت‌گذاری به‌عنوان خوانده‌نشده',
  noNewNotification: 'هنوز چیز تازه‌ای اینجا نیست',
  noNewNotificationShort: 'اعلان تازه‌ای نیست',
  unread: 'خوانده‌نشده',
  messageActions: 'کارهای پیام',
  loading: 'در حال بارگیری اعلان‌ها',
  loadError: 'اعلان‌ها بارگیری نشدند.',
  retry: 'دوباره امتحان کنید',
  feeds: 'فهرست‌های اعلان',
  back: 'بازگشت',
  saved: 'ذخیره شد',
  loadingSettings: 'در حال بارگیری تنظیمات',
  settingsError: 'تنظیمات بارگیری نشدند.',
  toggleFailed: 'تغییر ذخیره نشد و برگردانده شد.',
  archive: 'بایگانی',
  unarchive: 'خارج کردن از بایگانی',
  archived: 'بایگانی‌شده‌ها',
  noArchivedNotification: 'اعلان بایگانی‌شده‌ای نیست',
  titleWithUnseen: '{notifications}، {unseen}',
  unseen: { one: '{count} دیده‌نشده', other: '{count} دیده‌نشده' },
  unreadCount: { one: '{count} خوانده‌نشده', other: '{count} خوانده‌نشده' },
  newNotification: 'اعلان تازه: {title}',
  newNotifications: { one: '{count} اعلان تازه', other: '{count} اعلان تازه' },
  channels: { sms: 'پیامک', push: 'اعلان فوری', email: 'ایمیل', in_app: 'درون برنامه', chat: 'گفتگو' },
};

export default messages;
