import type { NotificationCenterMessages } from '../messages.js';

/** Norwegian Bokmål. */
const messages: NotificationCenterMessages = {
  notifications: 'Varsler',
  markAllAsRead: 'Merk alle som lest',
  poweredBy: 'Drevet av',
  settings: 'Innstillinger',
  removeMessage: 'Fjern meldingen',
  markAsRead: 'Merk som lest',
  markAsUnRead: 'Merk som ulest',
  noNewNotification: 'Ingenting nytt å se her ennå',
  noNewNotificationShort: 'Ingen nye varsler',
  unread: 'Ulest',
  messageActions: 'Meldingshandlinger',
  loading: 'Laster inn varsler',
  loadError: 'Varslene kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  feeds: 'Varselstrømmer',
  back: 'Tilbake',
  saved: 'Lagret',
  loadingSettings: 'Laster inn innstillinger',
  settingsError: 'Innstillingene kunne ikke lastes inn.',
  toggleFailed: 'Endringen kunne ikke lagres og ble angret.',
  archive: 'Arkiver',
  unarchive: 'Hent fra arkivet',
  archived: 'Arkivert',
  noArchivedNotification: 'Ingen arkiverte varsler',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} usett', other: '{count} usette' },
  unreadCount: { one: '{count} ulest', other: '{count} uleste' },
  newNotification: 'Nytt varsel: {title}',
  newNotifications: { one: '{count} nytt varsel', other: '{count} nye varsler' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-post', in_app: 'I appen', chat: 'Chat' },
};

export default messages;
