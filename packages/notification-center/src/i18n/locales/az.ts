import type { NotificationCenterMessages } from '../messages.js';

/** Azerbaijani. */
const messages: NotificationCenterMessages = {
  notifications: 'Bildirişlər',
  markAllAsRead: 'Hamısını oxunmuş kimi qeyd et',
  poweredBy: '{name} tərəfindən dəstəklənir',
  settings: 'Parametrlər',
  removeMessage: 'Mesajı sil',
  markAsRead: 'Oxunmuş kimi qeyd et',
  markAsUnRead: 'Oxunmamış kimi qeyd et',
  noNewNotification: 'Burada hələ yeni heç nə yoxdur',
  noNewNotificationShort: 'Yeni bildiriş yoxdur',
  unread: 'Oxunmamış',
  messageActions: 'Mesaj əməliyyatları',
  loading: 'Bildirişlər yüklənir',
  loadError: 'Bildirişləri yükləmək mümkün olmadı.',
  retry: 'Yenidən cəhd edin',
  feeds: 'Bildiriş lentləri',
  back: 'Geri',
  saved: 'Yadda saxlanıldı',
  loadingSettings: 'Parametrlər yüklənir',
  settingsError: 'Parametrləri yükləmək mümkün olmadı.',
  toggleFailed: 'Dəyişiklik yadda saxlanıla bilmədi və geri qaytarıldı.',
  archive: 'Arxivləşdir',
  unarchive: 'Arxivdən çıxar',
  archived: 'Arxivlənmiş',
  noArchivedNotification: 'Arxivlənmiş bildiriş yoxdur',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} baxılmamış', other: '{count} baxılmamış' },
  unreadCount: { one: '{count} oxunmamış', other: '{count} oxunmamış' },
  newNotification: 'Yeni: {title}',
  newNotifications: { one: '{count} yeni bildiriş', other: '{count} yeni bildiriş' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-poçt', in_app: 'Tətbiqdaxili', chat: 'Çat' },
};

export default messages;
