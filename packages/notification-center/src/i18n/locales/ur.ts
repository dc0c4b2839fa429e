import type { NotificationCenterMessages } from '../messages.js';

/** Urdu. */
const messages: NotificationCenterMessages = {
  notifications: 'اطلاعات',
  markAllAsRead: 'سب کو پڑھا ہوا نشان زد کریں',
  poweredBy: '{name} کے تعاون سے',
  settings: 'ترتیبات',
  removeMessage: 'پیغام ہٹائیں',
  markAsRead: 'پڑھا ہوا نشان زد کریں',
  markAsUnRead: 'بغیر پڑھا نشان زد کریں',
  noNewNotification: 'یہاں ابھی دیکھنے کو کچھ نیا نہیں ہے',
  noNewNotificationShort: 'کوئی نئی اطلاع نہیں',
  unread: 'بغیر پڑھا',
  messageActions: 'پیغام کی کارروائیاں',
  loading: 'اطلاعات لوڈ ہو رہی ہیں',
  loadError: 'اطلاعات لوڈ نہیں ہو سکیں۔',
  retry: 'دوبارہ کوشش کریں',
  feeds: 'اطلاعات کی فیڈز',
  back: 'واپس',
  saved: 'محفوظ ہو گیا',
  loadingSettings: 'ترتیبات لوڈ ہو رہی ہیں',
  settingsError: 'ترتیبات لوڈ نہیں ہو سکیں۔',
  toggleFailed: 'تبدیلی محفوظ نہیں ہو سکی، اس لیے اسے واپس کر دیا گیا۔',
  archive: 'آرکائیو کریں',
  unarchive: 'آرکائیو سے نکالیں',
  archived: 'آرکائیو',
  noArchivedNotification: 'کوئی آرکائیو شدہ اطلاع نہیں',
  titleWithUnseen: '{notifications}، {unseen}',
  unseen: { one: '{count} ان دیکھی', other: '{count} ان دیکھی' },
  unreadCount: { one: '{count} بغیر پڑھی', other: '{count} بغیر پڑھی' },
  newNotification: 'نئی اطلاع: {title}',
  newNotifications: { one: '{count} نئی اطلاع', other: '{count} نئی اطلاعات' },
  channels: { sms: 'SMS', push: 'پش', email: 'ای میل', in_app: 'ایپ میں', chat: 'چیٹ' },
};

export default messages;
