import type { NotificationCenterMessages } from '../messages.js';

/** Lithuanian. */
const messages: NotificationCenterMessages = {
  notifications: 'Pranešimai',
  markAllAsRead: 'Pažymėti visus kaip perskaitytus',
  poweredBy: 'Veikia su',
  settings: 'Nustatymai',
  removeMessage: 'Pašalinti pranešimą',
  markAsRead: 'Pažymėti kaip perskaitytą',
  markAsUnRead: 'Pažymėti kaip neperskaitytą',
  noNewNotification: 'Čia kol kas nieko naujo',
  noNewNotificationShort: 'Naujų pranešimų nėra',
  unread: 'Neperskaityta',
  messageActions: 'Pranešimo veiksmai',
  loading: 'Įkeliami pranešimai',
  loadError: 'Nepavyko įkelti pranešimų.',
  retry: 'Bandyti dar kartą',
  feeds: 'Pranešimų srautai',
  back: 'Atgal',
  saved: 'Išsaugota',
  loadingSettings: 'Įkeliami nustatymai',
  settingsError: 'Nepavyko įkelti nustatymų.',
  toggleFailed: 'Pakeitimo nepavyko išsaugoti, todėl jis atšauktas.',
  archive: 'Archyvuoti',
  unarchive: 'Grąžinti iš archyvo',
  archived: 'Archyvas',
  noArchivedNotification: 'Archyvuotų pranešimų nėra',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: {
    one: '{count} nematytas',
    few: '{count} nematyti',
    many: '{count} nematyto',
    other: '{count} nematytų',
  },
  unreadCount: {
    one: '{count} neperskaitytas',
    few: '{count} neperskaityti',
    many: '{count} neperskaityto',
    other: '{count} neperskaitytų',
  },
  newNotification: 'Naujas pranešimas: {title}',
  newNotifications: {
    one: '{count} naujas pranešimas',
    few: '{count} nauji pranešimai',
    many: '{count} naujo pranešimo',
    other: '{count} naujų pranešimų',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'El. paštas', in_app: 'Programėlėje', chat: 'Pokalbiai' },
};

export default messages;
