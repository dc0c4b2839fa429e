import type { NotificationCenterMessages } from '../messages.js';

/** Georgian. */
const messages: NotificationCenterMessages = {
  notifications: 'შეტყობინებები',
  markAllAsRead: 'ყველას წაკითხულად მონიშვნა',
  poweredBy: '{name}-ის მხარდაჭერით',
  settings: 'პარამეტრები',
  removeMessage: 'შეტყობინების წაშლა',
  markAsRead: 'წაკითხულად მონიშვნა',
  markAsUnRead: 'წაუკითხავად მონიშვნა',
  noNewNotification: 'აქ ჯერ ახალი არაფერია',
  noNewNotificationShort: 'ახალი შეტყობინება არ არის',
  unread: 'წაუკითხავი',
  messageActions: 'შეტყობინების მოქმედებები',
  loading: 'შეტყობინებები იტვირთება',
  loadError: 'შეტყობინებების ჩატვირთვა ვერ მოხერხდა.',
  retry: 'ხელახლა ცდა',
  feeds: 'შეტყობინებების არხები',
  back: 'უკან',
  saved: 'შენახულია',
  loadingSettings: 'პარამეტრები იტვირთება',
  settingsError: 'პარამეტრების ჩატვირთვა ვერ მოხერხდა.',
  toggleFailed: 'ცვლილების შენახვა ვერ მოხერხდა, ამიტომ ის გაუქმდა.',
  archive: 'დაარქივება',
  unarchive: 'არქივიდან ამოღება',
  archived: 'დაარქივებული',
  noArchivedNotification: 'დაარქივებული შეტყობინებები არ არის',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} უნახავი', other: '{count} უნახავი' },
  unreadCount: { one: '{count} წაუკითხავი', other: '{count} წაუკითხავი' },
  newNotification: 'ახალი: {title}',
  newNotifications: { one: '{count} ახალი შეტყობინება', other: '{count} ახალი შეტყობინება' },
  channels: { sms: 'SMS', push: 'Push', email: 'ელფოსტა', in_app: 'აპში', chat: 'ჩატი' },
};

export default messages;
