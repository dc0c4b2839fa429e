import type { NotificationCenterMessages } from '../messages.js';

/** Polish. */
const messages: NotificationCenterMessages = {
  notifications: 'Powiadomienia',
  markAllAsRead: 'Oznacz wszystkie jako przeczytane',
  poweredBy: 'Obsługiwane przez',
  settings: 'Ustawienia',
  removeMessage: 'Usuń wiadomość',
  markAsRead: 'Oznacz jako przeczytane',
  markAsUnRead: 'Oznacz jako nieprzeczytane',
  noNewNotification: 'Nie ma tu jeszcze nic nowego',
  noNewNotificationShort: 'Brak nowych powiadomień',
  unread: 'Nieprzeczytane',
  messageActions: 'Działania dotyczące wiadomości',
  loading: 'Wczytywanie powiadomień',
  loadError: 'Nie udało się wczytać powiadomień.',
  retry: 'Spróbuj ponownie',
  feeds: 'Kanały powiadomień',
  back: 'Wstecz',
  saved: 'Zapisano',
  loadingSettings: 'Wczytywanie ustawień',
  settingsError: 'Nie udało się wczytać ustawień.',
  toggleFailed: 'Nie udało się zapisać zmiany, więc została cofnięta.',
  archive: 'Archiwizuj',
  unarchive: 'Przywróć z archiwum',
  archived: 'Zarchiwizowane',
  noArchivedNotification: 'Brak zarchiwizowanych powiadomień',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} nowe', few: '{count} nowe', many: '{count} nowych', other: '{count} nowego' },
  unreadCount: {
    one: '{count} nieprzeczytane',
    few: '{count} nieprzeczytane',
    many: '{count} nieprzeczytanych',
    other: '{count} nieprzeczytanego',
  },
  newNotification: 'Nowe: {title}',
  newNotifications: {
    one: '{count} nowe powiadomienie',
    few: '{count} nowe powiadomienia',
    many: '{count} nowych powiadomień',
    other: '{count} nowego powiadomienia',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'W aplikacji', chat: 'Czat' },
};

export default messages;
