import type { NotificationCenterMessages } from '../messages.js';

/** Arabic. */
const messages: NotificationCenterMessages = {
  notifications: 'الإشعارات',
  markAllAsRead: 'تعليم الكل كمقروء',
  poweredBy: 'مدعوم من',
  settings: 'الإعدادات',
  removeMessage: 'إزالة الرسالة',
  markAsRead: 'تعليم كمقروء',
  markAsUnRead: 'تعليم كغير مقروء',
  noNewNotification: 'لا يوجد شيء جديد هنا بعد',
  noNewNotificationShort: 'لا توجد إشعارات جديدة',
  unread: 'غير مقروء',
  messageActions: 'إجراءات الرسالة',
  loading: 'جارٍ تحميل الإشعارات',
  loadError: 'تعذّر تحميل الإشعارات.',
  retry: 'حاول مرة أخرى',
  feeds: 'قوائم الإشعارات',
  back: 'رجوع',
  saved: 'تم الحفظ',
  loadingSettings: 'جارٍ تحميل الإعدادات',
  settingsError: 'تعذّر تحميل الإعدادات.',
  toggleFailed: 'تعذّر حفظ التغيير فتم التراجع عنه.',
  archive: 'أرشفة',
  unarchive: 'إلغاء الأرشفة',
  archived: 'المؤرشفة',
  noArchivedNotification: 'لا توجد إشعارات مؤرشفة',
  titleWithUnseen: '{notifications}، {unseen}',
  unseen: {
    zero: '{count} إشعار جديد',
    one: '{count} إشعار جديد',
    two: '{count} إشعاران جديدان',
    few: '{count} إشعارات جديدة',
    many: '{count} إشعارًا جديدًا',
    other: '{count} إشعار جديد',
  },
  channels: {
    sms: 'الرسائل القصيرة',
    push: 'الإشعارات الفورية',
    email: 'البريد الإلكتروني',
    in_app: 'داخل التطبيق',
    chat: 'الدردشة',
  },
};

export default messages;
