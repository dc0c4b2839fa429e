import type { NotificationCenterMessages } from '../messages.js';

/** Romanian. */
const messages: NotificationCenterMessages = {
  notifications: 'Notificări',
  markAllAsRead: 'Marchează toate ca citite',
  poweredBy: 'Oferit de',
  settings: 'Setări',
  removeMessage: 'Elimină mesajul',
  markAsRead: 'Marchează ca citit',
  markAsUnRead: 'Marchează ca necitit',
  noNewNotification: 'Încă nu e nimic nou aici',
  noNewNotificationShort: 'Nicio notificare nouă',
  unread: 'Necitit',
  messageActions: 'Acțiuni pentru mesaj',
  loading: 'Se încarcă notificările',
  loadError: 'Notificările nu au putut fi încărcate.',
  retry: 'Încearcă din nou',
  feeds: 'Fluxuri de notificări',
  back: 'Înapoi',
  saved: 'Salvat',
  loadingSettings: 'Se încarcă setările',
  settingsError: 'Setările nu au putut fi încărcate.',
  toggleFailed: 'Modificarea nu a putut fi salvată, așa că a fost anulată.',
  archive: 'Arhivează',
  unarchive: 'Dezarhivează',
  archived: 'Arhivate',
  noArchivedNotification: 'Nicio notificare arhivată',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} nevăzută', few: '{count} nevăzute', other: '{count} de nevăzute' },
  unreadCount: { one: '{count} necitită', few: '{count} necitite', other: '{count} de necitite' },
  newNotification: 'Nou: {title}',
  newNotifications: {
    one: '{count} notificare nouă',
    few: '{count} notificări noi',
    other: '{count} de notificări noi',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'În aplicație', chat: 'Chat' },
};

export default messages;
