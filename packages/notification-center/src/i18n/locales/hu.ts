import type { NotificationCenterMessages } from '../messages.js';

/** Hungarian. */
const messages: NotificationCenterMessages = {
  notifications: 'Értesítések',
  markAllAsRead: 'Összes megjelölése olvasottként',
  poweredBy: 'Működteti:',
  settings: 'Beállítások',
  removeMessage: 'Üzenet eltávolítása',
  markAsRead: 'Megjelölés olvasottként',
  markAsUnRead: 'Megjelölés olvasatlanként',
  noNewNotification: 'Itt még nincs semmi új',
  noNewNotificationShort: 'Nincs új értesítés',
  unread: 'Olvasatlan',
  messageActions: 'Üzenetműveletek',
  loading: 'Értesítések betöltése',
  loadError: 'Az értesítéseket nem sikerült betölteni.',
  retry: 'Újra',
  feeds: 'Értesítési hírfolyamok',
  back: 'Vissza',
  saved: 'Mentve',
  loadingSettings: 'Beállítások betöltése',
  settingsError: 'A beállításokat nem sikerült betölteni.',
  toggleFailed: 'A módosítást nem sikerült menteni, ezért visszavontuk.',
  archive: 'Archiválás',
  unarchive: 'Visszaállítás az archívumból',
  archived: 'Archivált',
  noArchivedNotification: 'Nincs archivált értesítés',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} új', other: '{count} új' },
  unreadCount: { one: '{count} olvasatlan', other: '{count} olvasatlan' },
  newNotification: 'Új: {title}',
  newNotifications: { one: '{count} új értesítés', other: '{count} új értesítés' },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'Alkalmazáson belül', chat: 'Csevegés' },
};

export default messages;
