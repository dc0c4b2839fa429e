import type { NotificationCenterMessages } from '../messages.js';

/** Albanian. */
const messages: NotificationCenterMessages = {
  notifications: 'Njoftimet',
  markAllAsRead: 'Shëno të gjitha si të lexuara',
  poweredBy: 'Mundësuar nga',
  settings: 'Cilësimet',
  removeMessage: 'Hiq mesazhin',
  markAsRead: 'Shëno si të lexuar',
  markAsUnRead: 'Shëno si të palexuar',
  noNewNotification: 'Ende nuk ka asgjë të re këtu',
  noNewNotificationShort: 'Asnjë njoftim i ri',
  unread: 'I palexuar',
  messageActions: 'Veprimet e mesazhit',
  loading: 'Po ngarkohen njoftimet',
  loadError: 'Njoftimet nuk u ngarkuan dot.',
  retry: 'Provo përsëri',
  feeds: 'Rrjedhat e njoftimeve',
  back: 'Kthehu',
  saved: 'U ruajt',
  loadingSettings: 'Po ngarkohen cilësimet',
  settingsError: 'Cilësimet nuk u ngarkuan dot.',
  toggleFailed: 'Ndryshimi nuk u ruajt dot, prandaj u zhbë.',
  archive: 'Arkivo',
  unarchive: 'Nxirre nga arkivi',
  archived: 'Të arkivuara',
  noArchivedNotification: 'Asnjë njoftim i arkivuar',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} i paparë', other: '{count} të paparë' },
  unreadCount: { one: '{count} i palexuar', other: '{count} të palexuara' },
  newNotification: 'Njoftim i ri: {title}',
  newNotifications: { one: '{count} njoftim i ri', other: '{count} njoftime të reja' },
  channels: { sms: 'SMS', push: 'Push', email: 'Email', in_app: 'Në aplikacion', chat: 'Bisedë' },
};

export default messages;
