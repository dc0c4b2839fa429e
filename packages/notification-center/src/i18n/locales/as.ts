import type { NotificationCenterMessages } from '../messages.js';

/** Assamese. */
const messages: NotificationCenterMessages = {
  notifications: 'জাননী',
  markAllAsRead: 'সকলো পঢ়া বুলি চিহ্নিত কৰক',
  poweredBy: '{name}ৰ দ্বাৰা চালিত',
  settings: 'ছেটিংছ',
  removeMessage: 'বাৰ্তা আঁতৰাওক',
  markAsRead: 'পঢ়া বুলি চিহ্নিত কৰক',
  markAsUnRead: 'নপঢ়া বুলি চিহ্নিত কৰক',
  noNewNotification: 'ইয়াত এতিয়ালৈকে চাবলৈ নতুন একো নাই',
  noNewNotificationShort: 'কোনো নতুন জাননী নাই',
  unread: 'নপঢ়া',
  messageActions: 'বাৰ্তাৰ কাৰ্য',
  loading: "জাননী ল'ড হৈ আছে",
  loadError: "জাননী ল'ড কৰিব পৰা নগ'ল।",
  retry: 'পুনৰ চেষ্টা কৰক',
  feeds: 'জাননীৰ তালিকা',
  back: 'উভতি যাওক',
  saved: "ছেভ কৰা হ'ল",
  loadingSettings: "ছেটিংছ ল'ড হৈ আছে",
  settingsError: "ছেটিংছ ল'ড কৰিব পৰা নগ'ল।",
  toggleFailed: "সলনিটো ছেভ কৰিব পৰা নগ'ল, সেয়ে বাতিল কৰা হ'ল।",
  archive: 'আৰ্কাইভ কৰক',
  unarchive: 'আৰ্কাইভৰ পৰা উলিয়াওক',
  archived: 'আৰ্কাইভ',
  noArchivedNotification: 'কোনো আৰ্কাইভ কৰা জাননী নাই',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count}টা নেদেখা', other: '{count}টা নেদেখা' },
  unreadCount: { one: '{count}টা নপঢ়া', other: '{count}টা নপঢ়া' },
  newNotification: 'নতুন: {title}',
  newNotifications: { one: '{count}টা নতুন জাননী', other: '{count}টা নতুন জাননী' },
  channels: { sms: 'এছএমএছ', push: 'পুশ্ব', email: 'ইমেইল', in_app: 'এপৰ ভিতৰত', chat: 'চেট' },
};

export default messages;
