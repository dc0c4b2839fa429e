import type { NotificationCenterMessages } from '../messages.js';

/** French. */
const messages: NotificationCenterMessages = {
  notifications: 'Notifications',
  markAllAsRead: 'Tout marquer comme lu',
  poweredBy: 'Propulsé par',
  settings: 'Paramètres',
  removeMessage: 'Supprimer le message',
  markAsRead: 'Marquer comme lu',
  markAsUnRead: 'Marquer comme non lu',
  noNewNotification: 'Rien de nouveau pour le moment',
  noNewNotificationShort: 'Aucune nouvelle notification',
  unread: 'Non lu',
  messageActions: 'Actions sur le message',
  loading: 'Chargement des notifications',
  loadError: 'Impossible de charger les notifications.',
  retry: 'Réessayer',
  feeds: 'Flux de notifications',
  back: 'Retour',
  saved: 'Enregistré',
  loadingSettings: 'Chargement des paramètres',
  settingsError: 'Impossible de charger les paramètres.',
  toggleFailed: 'La modification n’a pas pu être enregistrée et a été annulée.',
  archive: 'Archiver',
  unarchive: 'Désarchiver',
  archived: 'Archivées',
  noArchivedNotification: 'Aucune notification archivée',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} non vue', many: '{count} non vues', other: '{count} non vues' },
  unreadCount: { one: '{count} non lue', many: '{count} non lues', other: '{count} non lues' },
  newNotification: 'Nouveau : {title}',
  newNotifications: {
    one: '{count} nouvelle notification',
    many: '{count} de nouvelles notifications',
    other: '{count} nouvelles notifications',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'Dans l’application', chat: 'Chat' },
};

export default messages;
