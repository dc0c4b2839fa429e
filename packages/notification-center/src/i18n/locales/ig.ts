import type { NotificationCenterMessages } from '../messages.js';

/** Igbo. */
const messages: NotificationCenterMessages = {
  notifications: 'Ọkwa',
  markAllAsRead: 'Kaa ha niile dịka agụrụ agụ',
  poweredBy: '{name} na-akwado ya',
  settings: 'Ntọala',
  removeMessage: 'Wepụ ozi',
  markAsRead: 'Kaa dịka agụrụ agụ',
  markAsUnRead: 'Kaa dịka a gụbeghị',
  noNewNotification: 'Ọ dịbeghị ihe ọhụrụ ebe a',
  noNewNotificationShort: 'Enweghị ọkwa ọhụrụ',
  unread: 'A gụbeghị',
  messageActions: "Ihe a ga-eme n'ozi",
  loading: 'Ọ na-ebudata ọkwa',
  loadError: 'Enweghị ike ibudata ọkwa.',
  retry: 'Nwaa ọzọ',
  feeds: 'Usoro ọkwa',
  back: 'Laghachi',
  saved: 'Echekwara',
  loadingSettings: 'Ọ na-ebudata ntọala',
  settingsError: 'Enweghị ike ibudata ntọala.',
  toggleFailed: 'Enweghị ike ịchekwa mgbanwe ahụ, ya mere a kagburu ya.',
  archive: "Tinye n'ebe nchekwa",
  unarchive: "Wepụta n'ebe nchekwa",
  archived: 'Ebe nchekwa',
  noArchivedNotification: "Enweghị ọkwa dị n'ebe nchekwa",
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { other: '{count} a hụbeghị' },
  unreadCount: { other: '{count} a gụbeghị' },
  newNotification: 'Ọkwa ọhụrụ: {title}',
  newNotifications: { other: 'Ọkwa ọhụrụ {count}' },
  channels: { sms: 'SMS', push: 'Push', email: 'Email', in_app: "N'ime ngwa", chat: 'Nkata' },
};

export default messages;
