import type { NotificationCenterMessages } from '../messages.js';

/** German. */
const messages: NotificationCenterMessages = {
  notifications: 'Benachrichtigungen',
  markAllAsRead: 'Alle als gelesen markieren',
  poweredBy: 'Bereitgestellt von',
  settings: 'Einstellungen',
  removeMessage: 'Nachricht entfernen',
  markAsRead: 'Als gelesen markieren',
  markAsUnRead: 'Als ungelesen markieren',
  noNewNotification: 'Hier gibt es noch nichts Neues',
  noNewNotificationShort: 'Keine neue Benachrichtigung',
  unread: 'Ungelesen',
  messageActions: 'Aktionen für die Nachricht',
  loading: 'Benachrichtigungen werden geladen',
  loadError: 'Die Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  feeds: 'Benachrichtigungs-Feeds',
  back: 'Zurück',
  saved: 'Gespeichert',
  loadingSettings: 'Einstellungen werden geladen',
  settingsError: 'Die Einstellungen konnten nicht geladen werden.',
  toggleFailed: 'Die Änderung konnte nicht gespeichert werden und wurde zurückgenommen.',
  archive: 'Archivieren',
  unarchive: 'Wiederherstellen',
  archived: 'Archiviert',
  noArchivedNotification: 'Keine archivierten Benachrichtigungen',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} neue', other: '{count} neue' },
  unreadCount: { one: '{count} ungelesene', other: '{count} ungelesene' },
  newNotification: 'Neu: {title}',
  newNotifications: { one: '{count} neue Benachrichtigung', other: '{count} neue Benachrichtigungen' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-Mail', in_app: 'In der App', chat: 'Chat' },
};

export default messages;
