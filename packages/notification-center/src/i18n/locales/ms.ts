import type { NotificationCenterMessages } from '../messages.js';

/** Malay. */
const messages: NotificationCenterMessages = {
  notifications: 'Pemberitahuan',
  markAllAsRead: 'Tandakan semua sebagai dibaca',
  poweredBy: 'Dikuasakan oleh',
  settings: 'Tetapan',
  removeMessage: 'Alih keluar mesej',
  markAsRead: 'Tandakan sebagai dibaca',
  markAsUnRead: 'Tandakan sebagai belum dibaca',
  noNewNotification: 'Belum ada apa-apa yang baharu di sini',
  noNewNotificationShort: 'Tiada pemberitahuan baharu',
  unread: 'Belum dibaca',
  messageActions: 'Tindakan mesej',
  loading: 'Memuatkan pemberitahuan',
  loadError: 'Pemberitahuan tidak dapat dimuatkan.',
  retry: 'Cuba lagi',
  feeds: 'Suapan pemberitahuan',
  back: 'Kembali',
  saved: 'Disimpan',
  loadingSettings: 'Memuatkan tetapan',
  settingsError: 'Tetapan tidak dapat dimuatkan.',
  toggleFailed: 'Perubahan tidak dapat disimpan, jadi ia telah dibuat asal.',
  archive: 'Arkib',
  unarchive: 'Nyaharkib',
  archived: 'Diarkibkan',
  noArchivedNotification: 'Tiada pemberitahuan yang diarkibkan',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { other: '{count} belum dilihat' },
  unreadCount: { other: '{count} belum dibaca' },
  newNotification: 'Baharu: {title}',
  newNotifications: { other: '{count} pemberitahuan baharu' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mel', in_app: 'Dalam apl', chat: 'Sembang' },
};

export default messages;
