import type { NotificationCenterMessages } from '../messages.js';

/** Finnish. */
const messages: NotificationCenterMessages = {
  notifications: 'Ilmoitukset',
  markAllAsRead: 'Merkitse kaikki luetuiksi',
  poweredBy: 'Palvelun tarjoaa',
  settings: 'Asetukset',
  removeMessage: 'Poista viesti',
  markAsRead: 'Merkitse luetuksi',
  markAsUnRead: 'Merkitse lukemattomaksi',
  noNewNotification: 'Täällä ei ole vielä mitään uutta',
  noNewNotificationShort: 'Ei uusia ilmoituksia',
  unread: 'Lukematon',
  messageActions: 'Viestin toiminnot',
  loading: 'Ladataan ilmoituksia',
  loadError: 'Ilmoituksia ei voitu ladata.',
  retry: 'Yritä uudelleen',
  feeds: 'Ilmoitussyötteet',
  back: 'Takaisin',
  saved: 'Tallennettu',
  loadingSettings: 'Ladataan asetuksia',
  settingsError: 'Asetuksia ei voitu ladata.',
  toggleFailed: 'Muutosta ei voitu tallentaa, joten se peruttiin.',
  archive: 'Arkistoi',
  unarchive: 'Palauta arkistosta',
  archived: 'Arkistoidut',
  noArchivedNotification: 'Ei arkistoituja ilmoituksia',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} uusi', other: '{count} uutta' },
  unreadCount: { one: '{count} lukematon', other: '{count} lukematonta' },
  newNotification: 'Uusi: {title}',
  newNotifications: { one: '{count} uusi ilmoitus', other: '{count} uutta ilmoitusta' },
  channels: { sms: 'Tekstiviesti', push: 'Push', email: 'Sähköposti', in_app: 'Sovelluksessa', chat: 'Chat' },
};

export default messages;
