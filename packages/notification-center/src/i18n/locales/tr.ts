import type { NotificationCenterMessages } from '../messages.js';

/** Turkish. */
const messages: NotificationCenterMessages = {
  notifications: 'Bildirimler',
  markAllAsRead: 'Tümünü okundu olarak işaretle',
  poweredBy: '{name} tarafından desteklenmektedir',
  settings: 'Ayarlar',
  removeMessage: 'Mesajı kaldır',
  markAsRead: 'Okundu olarak işaretle',
  markAsUnRead: 'Okunmadı olarak işaretle',
  noNewNotification: 'Burada henüz yeni bir şey yok',
  noNewNotificationShort: 'Yeni bildirim yok',
  unread: 'Okunmadı',
  messageActions: 'Mesaj işlemleri',
  loading: 'Bildirimler yükleniyor',
  loadError: 'Bildirimler yüklenemedi.',
  retry: 'Tekrar dene',
  feeds: 'Bildirim akışları',
  back: 'Geri',
  saved: 'Kaydedildi',
  loadingSettings: 'Ayarlar yükleniyor',
  settingsError: 'Ayarlar yüklenemedi.',
  toggleFailed: 'Değişiklik kaydedilemediği için geri alındı.',
  archive: 'Arşivle',
  unarchive: 'Arşivden çıkar',
  archived: 'Arşivlenenler',
  noArchivedNotification: 'Arşivlenmiş bildirim yok',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} görülmemiş', other: '{count} görülmemiş' },
  unreadCount: { one: '{count} okunmamış', other: '{count} okunmamış' },
  newNotification: 'Yeni: {title}',
  newNotifications: { one: '{count} yeni bildirim', other: '{count} yeni bildirim' },
  channels: { sms: 'SMS', push: 'Anlık bildirim', email: 'E-posta', in_app: 'Uygulama içi', chat: 'Sohbet' },
};

export default messages;
