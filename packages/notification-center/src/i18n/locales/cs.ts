import type { NotificationCenterMessages } from '../messages.js';

/** Czech. */
const messages: NotificationCenterMessages = {
  notifications: 'Oznámení',
  markAllAsRead: 'Označit vše jako přečtené',
  poweredBy: 'Využívá technologii',
  settings: 'Nastavení',
  removeMessage: 'Odstranit zprávu',
  markAsRead: 'Označit jako přečtené',
  markAsUnRead: 'Označit jako nepřečtené',
  noNewNotification: 'Zatím tu není nic nového',
  noNewNotificationShort: 'Žádná nová oznámení',
  unread: 'Nepřečteno',
  messageActions: 'Akce se zprávou',
  loading: 'Načítání oznámení',
  loadError: 'Oznámení se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  feeds: 'Kanály oznámení',
  back: 'Zpět',
  saved: 'Uloženo',
  loadingSettings: 'Načítání nastavení',
  settingsError: 'Nastavení se nepodařilo načíst.',
  toggleFailed: 'Změnu se nepodařilo uložit, a proto byla vrácena.',
  archive: 'Archivovat',
  unarchive: 'Obnovit z archivu',
  archived: 'Archivované',
  noArchivedNotification: 'Žádná archivovaná oznámení',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} nové', few: '{count} nová', many: '{count} nového', other: '{count} nových' },
  unreadCount: {
    one: '{count} nepřečtené',
    few: '{count} nepřečtená',
    many: '{count} nepřečteného',
    other: '{count} nepřečtených',
  },
  newNotification: 'Nové: {title}',
  newNotifications: {
    one: '{count} nové oznámení',
    few: '{count} nová oznámení',
    many: '{count} nového oznámení',
    other: '{count} nových oznámení',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'V aplikaci', chat: 'Chat' },
};

export default messages;
