import type { NotificationCenterMessages } from '../messages.js';

/** Afrikaans. */
const messages: NotificationCenterMessages = {
  notifications: 'Kennisgewings',
  markAllAsRead: 'Merk almal as gelees',
  poweredBy: 'Aangedryf deur',
  settings: 'Instellings',
  removeMessage: 'Verwyder boodskap',
  markAsRead: 'Merk as gelees',
  markAsUnRead: 'Merk as ongelees',
  noNewNotification: 'Nog niks nuuts om hier te sien nie',
  noNewNotificationShort: 'Geen nuwe kennisgewing nie',
  unread: 'Ongelees',
  messageActions: 'Boodskapaksies',
  loading: 'Laai tans kennisgewings',
  loadError: 'Die kennisgewings kon nie gelaai word nie.',
  retry: 'Probeer weer',
  feeds: 'Kennisgewingstrome',
  back: 'Terug',
  saved: 'Gestoor',
  loadingSettings: 'Laai tans instellings',
  settingsError: 'Die instellings kon nie gelaai word nie.',
  toggleFailed: 'Die verandering kon nie gestoor word nie en is ongedaan gemaak.',
  archive: 'Argiveer',
  unarchive: 'Haal uit argief',
  archived: 'Geargiveer',
  noArchivedNotification: 'Geen geargiveerde kennisgewings nie',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ongesien', other: '{count} ongesien' },
  unreadCount: { one: '{count} ongelees', other: '{count} ongelees' },
  newNotification: 'Nuut: {title}',
  newNotifications: { one: '{count} nuwe kennisgewing', other: '{count} nuwe kennisgewings' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-pos', in_app: 'In die toep', chat: 'Klets' },
};

export default messages;
