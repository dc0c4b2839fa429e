import type { NotificationCenterMessages } from '../messages.js';

/** Italian. */
const messages: NotificationCenterMessages = {
  notifications: 'Notifiche',
  markAllAsRead: 'Segna tutte come lette',
  poweredBy: 'Con tecnologia',
  settings: 'Impostazioni',
  removeMessage: 'Rimuovi messaggio',
  markAsRead: 'Segna come letto',
  markAsUnRead: 'Segna come non letto',
  noNewNotification: 'Ancora niente di nuovo qui',
  noNewNotificationShort: 'Nessuna nuova notifica',
  unread: 'Non letto',
  messageActions: 'Azioni del messaggio',
  loading: 'Caricamento delle notifiche',
  loadError: 'Impossibile caricare le notifiche.',
  retry: 'Riprova',
  feeds: 'Feed delle notifiche',
  back: 'Indietro',
  saved: 'Salvato',
  loadingSettings: 'Caricamento delle impostazioni',
  settingsError: 'Impossibile caricare le impostazioni.',
  toggleFailed: 'Impossibile salvare la modifica, che è stata annullata.',
  archive: 'Archivia',
  unarchive: 'Ripristina',
  archived: 'Archiviate',
  noArchivedNotification: 'Nessuna notifica archiviata',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} non vista', many: '{count} non viste', other: '{count} non viste' },
  unreadCount: { one: '{count} non letta', many: '{count} non lette', other: '{count} non lette' },
  newNotification: 'Nuovo: {title}',
  newNotifications: {
    one: '{count} nuova notifica',
    many: '{count} di nuove notifiche',
    other: '{count} nuove notifiche',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'Email', in_app: "Nell'app", chat: 'Chat' },
};

export default messages;
