import type { NotificationCenterMessages } from '../messages.js';

/** Bengali. */
const messages: NotificationCenterMessages = {
  notifications: 'বিজ্ঞপ্তি',
  markAllAsRead: 'সবগুলো পঠিত হিসেবে চিহ্নিত করুন',
  poweredBy: '{name} দ্বারা চালিত',
  settings: 'সেটিংস',
  removeMessage: 'বার্তা সরান',
  markAsRead: 'পঠিত হিসেবে চিহ্নিত করুন',
  markAsUnRead: 'অপঠিত হিসেবে চিহ্নিত করুন',
  noNewNotification: 'এখানে এখনো নতুন কিছু নেই',
  noNewNotificationShort: 'কোনো নতুন বিজ্ঞপ্তি নেই',
  unread: 'অপঠিত',
  messageActions: 'বার্তার কাজ',
  loading: 'বিজ্ঞপ্তি লোড হচ্ছে',
  loadError: 'বিজ্ঞপ্তি লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  feeds: 'বিজ্ঞপ্তির ফিড',
  back: 'ফিরে যান',
  saved: 'সংরক্ষিত হয়েছে',
  loadingSettings: 'সেটিংস লোড হচ্ছে',
  settingsError: 'সেটিংস লোড করা যায়নি।',
  toggleFailed: 'পরিবর্তনটি সংরক্ষণ করা যায়নি, তাই বাতিল করা হয়েছে।',
  archive: 'আর্কাইভ করুন',
  unarchive: 'আর্কাইভ থেকে সরান',
  archived: 'আর্কাইভ',
  noArchivedNotification: 'কোনো আর্কাইভ করা বিজ্ঞপ্তি নেই',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count}টি না-দেখা', other: '{count}টি না-দেখা' },
  unreadCount: { one: '{count}টি অপঠিত', other: '{count}টি অপঠিত' },
  newNotification: 'নতুন: {title}',
  newNotifications: { one: '{count}টি নতুন বিজ্ঞপ্তি', other: '{count}টি নতুন বিজ্ঞপ্তি' },
  channels: { sms: 'এসএমএস', push: 'পুশ', email: 'ইমেল', in_app: 'অ্যাপের ভেতরে', chat: 'চ্যাট' },
};

export default messages;
