import type { NotificationCenterMessages } from '../messages.js';

/** Indonesian. */
const messages: NotificationCenterMessages = {
  notifications: 'Notifikasi',
  markAllAsRead: 'Tandai semua sudah dibaca',
  poweredBy: 'Didukung oleh',
  settings: 'Pengaturan',
  removeMessage: 'Hapus pesan',
  markAsRead: 'Tandai sudah dibaca',
  markAsUnRead: 'Tandai belum dibaca',
  noNewNotification: 'Belum ada yang baru di sini',
  noNewNotificationShort: 'Tidak ada notifikasi baru',
  unread: 'Belum dibaca',
  messageActions: 'Tindakan pesan',
  loading: 'Memuat notifikasi',
  loadError: 'Notifikasi tidak dapat dimuat.',
  retry: 'Coba lagi',
  feeds: 'Umpan notifikasi',
  back: 'Kembali',
  saved: 'Tersimpan',
  loadingSettings: 'Memuat pengaturan',
  settingsError: 'Pengaturan tidak dapat dimuat.',
  toggleFailed: 'Perubahan tidak dapat disimpan dan telah dibatalkan.',
  archive: 'Arsipkan',
  unarchive: 'Batalkan pengarsipan',
  archived: 'Diarsipkan',
  noArchivedNotification: 'Tidak ada notifikasi yang diarsipkan',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { other: '{count} belum dilihat' },
  unreadCount: { other: '{count} belum dibaca' },
  newNotification: 'Baru: {title}',
  newNotifications: { other: '{count} notifikasi baru' },
  channels: { sms: 'SMS', push: 'Push', email: 'Email', in_app: 'Dalam aplikasi', chat: 'Obrolan' },
};

export default messages;
