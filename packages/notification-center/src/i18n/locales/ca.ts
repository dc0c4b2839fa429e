import type { NotificationCenterMessages } from '../messages.js';

/** Catalan. */
const messages: NotificationCenterMessages = {
  notifications: 'Notificacions',
  markAllAsRead: 'Marca-ho tot com a llegit',
  poweredBy: 'Amb la tecnologia de',
  settings: 'Configuració',
  removeMessage: 'Elimina el missatge',
  markAsRead: 'Marca com a llegit',
  markAsUnRead: 'Marca com a no llegit',
  noNewNotification: 'Encara no hi ha res de nou per veure aquí',
  noNewNotificationShort: 'Cap notificació nova',
  unread: 'No llegit',
  messageActions: 'Accions del missatge',
  loading: "S'estan carregant les notificacions",
  loadError: "No s'han pogut carregar les notificacions.",
  retry: 'Torna-ho a provar',
  feeds: 'Canals de notificacions',
  back: 'Enrere',
  saved: 'Desat',
  loadingSettings: "S'està carregant la configuració",
  settingsError: "No s'ha pogut carregar la configuració.",
  toggleFailed: "No s'ha pogut desar el canvi i s'ha desfet.",
  archive: 'Arxiva',
  unarchive: 'Desarxiva',
  archived: 'Arxivades',
  noArchivedNotification: 'Cap notificació arxivada',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} sense veure', many: '{count} sense veure', other: '{count} sense veure' },
  unreadCount: { one: '{count} no llegida', many: '{count} no llegides', other: '{count} no llegides' },
  newNotification: 'Nou: {title}',
  newNotifications: {
    one: '{count} notificació nova',
    many: '{count} de notificacions noves',
    other: '{count} notificacions noves',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'Correu electrònic', in_app: "A l'aplicació", chat: 'Xat' },
};

export default messages;
