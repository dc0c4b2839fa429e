import type { NotificationCenterMessages } from '../messages.js';

/** Latvian. */
const messages: NotificationCenterMessages = {
  notifications: 'Paziņojumi',
  markAllAsRead: 'Atzīmēt visus kā izlasītus',
  poweredBy: 'Darbina',
  settings: 'Iestatījumi',
  removeMessage: 'Noņemt ziņojumu',
  markAsRead: 'Atzīmēt kā izlasītu',
  markAsUnRead: 'Atzīmēt kā neizlasītu',
  noNewNotification: 'Šeit vēl nav nekā jauna',
  noNewNotificationShort: 'Nav jaunu paziņojumu',
  unread: 'Neizlasīts',
  messageActions: 'Ziņojuma darbības',
  loading: 'Notiek paziņojumu ielāde',
  loadError: 'Paziņojumus neizdevās ielādēt.',
  retry: 'Mēģināt vēlreiz',
  feeds: 'Paziņojumu plūsmas',
  back: 'Atpakaļ',
  saved: 'Saglabāts',
  loadingSettings: 'Notiek iestatījumu ielāde',
  settingsError: 'Iestatījumus neizdevās ielādēt.',
  toggleFailed: 'Izmaiņas neizdevās saglabāt, tāpēc tās tika atsauktas.',
  archive: 'Arhivēt',
  unarchive: 'Atjaunot no arhīva',
  archived: 'Arhivētie',
  noArchivedNotification: 'Nav arhivētu paziņojumu',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { zero: '{count} neskatītu', one: '{count} neskatīts', other: '{count} neskatīti' },
  unreadCount: { zero: '{count} neizlasītu', one: '{count} neizlasīts', other: '{count} neizlasīti' },
  newNotification: 'Jauns: {title}',
  newNotifications: {
    zero: '{count} jaunu paziņojumu',
    one: '{count} jauns paziņojums',
    other: '{count} jauni paziņojumi',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-pasts', in_app: 'Lietotnē', chat: 'Tērzēšana' },
};

export default messages;
