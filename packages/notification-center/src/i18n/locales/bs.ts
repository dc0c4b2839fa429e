import type { NotificationCenterMessages } from '../messages.js';

/** Bosnian. */
const messages: NotificationCenterMessages = {
  notifications: 'Obavještenja',
  markAllAsRead: 'Označi sve kao pročitano',
  poweredBy: 'Pokreće',
  settings: 'Postavke',
  removeMessage: 'Ukloni poruku',
  markAsRead: 'Označi kao pročitano',
  markAsUnRead: 'Označi kao nepročitano',
  noNewNotification: 'Ovdje još nema ničeg novog',
  noNewNotificationShort: 'Nema novih obavještenja',
  unread: 'Nepročitano',
  messageActions: 'Radnje s porukom',
  loading: 'Učitavanje obavještenja',
  loadError: 'Obavještenja se nisu mogla učitati.',
  retry: 'Pokušaj ponovo',
  feeds: 'Liste obavještenja',
  back: 'Nazad',
  saved: 'Sačuvano',
  loadingSettings: 'Učitavanje postavki',
  settingsError: 'Postavke se nisu mogle učitati.',
  toggleFailed: 'Promjena se nije mogla sačuvati i poništena je.',
  archive: 'Arhiviraj',
  unarchive: 'Vrati iz arhive',
  archived: 'Arhivirano',
  noArchivedNotification: 'Nema arhiviranih obavještenja',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} novo', few: '{count} nova', other: '{count} novih' },
  unreadCount: { one: '{count} nepročitano', few: '{count} nepročitana', other: '{count} nepročitanih' },
  newNotification: 'Novo: {title}',
  newNotifications: {
    one: '{count} novo obavještenje',
    few: '{count} nova obavještenja',
    other: '{count} novih obavještenja',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-pošta', in_app: 'U aplikaciji', chat: 'Chat' },
};

export default messages;
