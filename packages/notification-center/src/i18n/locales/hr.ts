import type { NotificationCenterMessages } from '../messages.js';

/** Croatian. */
const messages: NotificationCenterMessages = {
  notifications: 'Obavijesti',
  markAllAsRead: 'Označi sve kao pročitano',
  poweredBy: 'Pokreće',
  settings: 'Postavke',
  removeMessage: 'Ukloni poruku',
  markAsRead: 'Označi kao pročitano',
  markAsUnRead: 'Označi kao nepročitano',
  noNewNotification: 'Ovdje još nema ničeg novog',
  noNewNotificationShort: 'Nema novih obavijesti',
  unread: 'Nepročitano',
  messageActions: 'Radnje s porukom',
  loading: 'Učitavanje obavijesti',
  loadError: 'Obavijesti se nisu mogle učitati.',
  retry: 'Pokušaj ponovno',
  feeds: 'Kanali obavijesti',
  back: 'Natrag',
  saved: 'Spremljeno',
  loadingSettings: 'Učitavanje postavki',
  settingsError: 'Postavke se nisu mogle učitati.',
  toggleFailed: 'Promjena se nije mogla spremiti pa je poništena.',
  archive: 'Arhiviraj',
  unarchive: 'Vrati iz arhive',
  archived: 'Arhivirano',
  noArchivedNotification: 'Nema arhiviranih obavijesti',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} nova', few: '{count} nove', other: '{count} novih' },
  unreadCount: { one: '{count} nepročitana', few: '{count} nepročitane', other: '{count} nepročitanih' },
  newNotification: 'Novo: {title}',
  newNotifications: {
    one: '{count} nova obavijest',
    few: '{count} nove obavijesti',
    other: '{count} novih obavijesti',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-pošta', in_app: 'U aplikaciji', chat: 'Chat' },
};

export default messages;
