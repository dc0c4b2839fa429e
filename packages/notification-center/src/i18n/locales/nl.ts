import type { NotificationCenterMessages } from '../messages.js';

/** Dutch. */
const messages: NotificationCenterMessages = {
  notifications: 'Meldingen',
  markAllAsRead: 'Alles als gelezen markeren',
  poweredBy: 'Mogelijk gemaakt door',
  settings: 'Instellingen',
  removeMessage: 'Bericht verwijderen',
  markAsRead: 'Als gelezen markeren',
  markAsUnRead: 'Als ongelezen markeren',
  noNewNotification: 'Hier is nog niets nieuws te zien',
  noNewNotificationShort: 'Geen nieuwe meldingen',
  unread: 'Ongelezen',
  messageActions: 'Berichtacties',
  loading: 'Meldingen laden',
  loadError: 'De meldingen konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  feeds: 'Meldingsfeeds',
  back: 'Terug',
  saved: 'Opgeslagen',
  loadingSettings: 'Instellingen laden',
  settingsError: 'De instellingen konden niet worden geladen.',
  toggleFailed: 'De wijziging kon niet worden opgeslagen en is ongedaan gemaakt.',
  archive: 'Archiveren',
  unarchive: 'Uit archief halen',
  archived: 'Gearchiveerd',
  noArchivedNotification: 'Geen gearchiveerde meldingen',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ongezien', other: '{count} ongezien' },
  unreadCount: { one: '{count} ongelezen', other: '{count} ongelezen' },
  newNotification: 'Nieuw: {title}',
  newNotifications: { one: '{count} nieuwe melding', other: '{count} nieuwe meldingen' },
  channels: { sms: 'Sms', push: 'Push', email: 'E-mail', in_app: 'In de app', chat: 'Chat' },
};

export default messages;
