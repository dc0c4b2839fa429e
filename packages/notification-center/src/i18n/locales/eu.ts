import type { NotificationCenterMessages } from '../messages.js';

/** Basque. */
const messages: NotificationCenterMessages = {
  notifications: 'Jakinarazpenak',
  markAllAsRead: 'Markatu guztiak irakurritako gisa',
  poweredBy: 'Honek bultzatua:',
  settings: 'Ezarpenak',
  removeMessage: 'Kendu mezua',
  markAsRead: 'Markatu irakurritako gisa',
  markAsUnRead: 'Markatu irakurri gabeko gisa',
  noNewNotification: 'Oraindik ez dago ezer berririk hemen',
  noNewNotificationShort: 'Ez dago jakinarazpen berririk',
  unread: 'Irakurri gabea',
  messageActions: 'Mezuaren ekintzak',
  loading: 'Jakinarazpenak kargatzen',
  loadError: 'Ezin izan dira jakinarazpenak kargatu.',
  retry: 'Saiatu berriro',
  feeds: 'Jakinarazpen-jarioak',
  back: 'Atzera',
  saved: 'Gordeta',
  loadingSettings: 'Ezarpenak kargatzen',
  settingsError: 'Ezin izan dira ezarpenak kargatu.',
  toggleFailed: 'Ezin izan da aldaketa gorde, eta desegin egin da.',
  archive: 'Artxibatu',
  unarchive: 'Desartxibatu',
  archived: 'Artxibatuak',
  noArchivedNotification: 'Ez dago artxibatutako jakinarazpenik',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ikusi gabe', other: '{count} ikusi gabe' },
  unreadCount: { one: '{count} irakurri gabe', other: '{count} irakurri gabe' },
  newNotification: 'Berria: {title}',
  newNotifications: { one: '{count} jakinarazpen berri', other: '{count} jakinarazpen berri' },
  channels: { sms: 'SMS', push: 'Push', email: 'Posta elektronikoa', in_app: 'Aplikazioan', chat: 'Txata' },
};

export default messages;
