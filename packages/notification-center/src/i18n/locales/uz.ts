import type { NotificationCenterMessages } from '../messages.js';

/** Uzbek. */
const messages: NotificationCenterMessages = {
  notifications: 'Bildirishnomalar',
  markAllAsRead: 'Hammasini o‘qilgan deb belgilash',
  poweredBy: '{name} asosida ishlaydi',
  settings: 'Sozlamalar',
  removeMessage: 'Xabarni olib tashlash',
  markAsRead: 'O‘qilgan deb belgilash',
  markAsUnRead: 'O‘qilmagan deb belgilash',
  noNewNotification: 'Bu yerda hozircha yangi narsa yo‘q',
  noNewNotificationShort: 'Yangi bildirishnoma yo‘q',
  unread: 'O‘qilmagan',
  messageActions: 'Xabar amallari',
  loading: 'Bildirishnomalar yuklanmoqda',
  loadError: 'Bildirishnomalarni yuklab bo‘lmadi.',
  retry: 'Qayta urinish',
  feeds: 'Bildirishnoma lentalari',
  back: 'Orqaga',
  saved: 'Saqlandi',
  loadingSettings: 'Sozlamalar yuklanmoqda',
  settingsError: 'Sozlamalarni yuklab bo‘lmadi.',
  toggleFailed: 'O‘zgarishni saqlab bo‘lmadi, shuning uchun u bekor qilindi.',
  archive: 'Arxivlash',
  unarchive: 'Arxivdan chiqarish',
  archived: 'Arxivlanganlar',
  noArchivedNotification: 'Arxivlangan bildirishnoma yo‘q',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ta ko‘rilmagan', other: '{count} ta ko‘rilmagan' },
  unreadCount: { one: '{count} ta o‘qilmagan', other: '{count} ta o‘qilmagan' },
  newNotification: 'Yangi: {title}',
  newNotifications: { one: '{count} ta yangi bildirishnoma', other: '{count} ta yangi bildirishnoma' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-pochta', in_app: 'Ilova ichida', chat: 'Chat' },
};

export default messages;
