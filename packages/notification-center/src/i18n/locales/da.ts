import type { NotificationCenterMessages } from '../messages.js';

/** Danish. */
const messages: NotificationCenterMessages = {
  notifications: 'Notifikationer',
  markAllAsRead: 'Markér alle som læst',
  poweredBy: 'Drevet af',
  settings: 'Indstillinger',
  removeMessage: 'Fjern besked',
  markAsRead: 'Markér som læst',
  markAsUnRead: 'Markér som ulæst',
  noNewNotification: 'Intet nyt at se her endnu',
  noNewNotificationShort: 'Ingen nye notifikationer',
  unread: 'Ulæst',
  messageActions: 'Beskedhandlinger',
  loading: 'Indlæser notifikationer',
  loadError: 'Notifikationerne kunne ikke indlæses.',
  retry: 'Prøv igen',
  feeds: 'Notifikationsfeeds',
  back: 'Tilbage',
  saved: 'Gemt',
  loadingSettings: 'Indlæser indstillinger',
  settingsError: 'Indstillingerne kunne ikke indlæses.',
  toggleFailed: 'Ændringen kunne ikke gemmes og blev fortrudt.',
  archive: 'Arkivér',
  unarchive: 'Gendan fra arkiv',
  archived: 'Arkiveret',
  noArchivedNotification: 'Ingen arkiverede notifikationer',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} uset', other: '{count} usete' },
  unreadCount: { one: '{count} ulæst', other: '{count} ulæste' },
  newNotification: 'Ny: {title}',
  newNotifications: { one: '{count} ny notifikation', other: '{count} nye notifikationer' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'I appen', chat: 'Chat' },
};

export default messages;
