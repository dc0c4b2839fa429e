import type { NotificationCenterMessages } from '../messages.js';

/** Swedish. */
const messages: NotificationCenterMessages = {
  notifications: 'Aviseringar',
  markAllAsRead: 'Markera alla som lästa',
  poweredBy: 'Drivs av',
  settings: 'Inställningar',
  removeMessage: 'Ta bort meddelandet',
  markAsRead: 'Markera som läst',
  markAsUnRead: 'Markera som oläst',
  noNewNotification: 'Inget nytt att se här än',
  noNewNotificationShort: 'Inga nya aviseringar',
  unread: 'Oläst',
  messageActions: 'Meddelandeåtgärder',
  loading: 'Läser in aviseringar',
  loadError: 'Aviseringarna kunde inte läsas in.',
  retry: 'Försök igen',
  feeds: 'Aviseringsflöden',
  back: 'Tillbaka',
  saved: 'Sparat',
  loadingSettings: 'Läser in inställningar',
  settingsError: 'Inställningarna kunde inte läsas in.',
  toggleFailed: 'Ändringen kunde inte sparas och har ångrats.',
  archive: 'Arkivera',
  unarchive: 'Återställ från arkivet',
  archived: 'Arkiverade',
  noArchivedNotification: 'Inga arkiverade aviseringar',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} osedd', other: '{count} osedda' },
  unreadCount: { one: '{count} oläst', other: '{count} olästa' },
  newNotification: 'Ny: {title}',
  newNotifications: { one: '{count} ny avisering', other: '{count} nya aviseringar' },
  channels: { sms: 'Sms', push: 'Push', email: 'E-post', in_app: 'I appen', chat: 'Chatt' },
};

export default messages;
