import type { NotificationCenterMessages } from '../messages.js';

/** Spanish. */
const messages: NotificationCenterMessages = {
  notifications: 'Notificaciones',
  markAllAsRead: 'Marcar todo como leído',
  poweredBy: 'Con la tecnología de',
  settings: 'Configuración',
  removeMessage: 'Eliminar mensaje',
  markAsRead: 'Marcar como leído',
  markAsUnRead: 'Marcar como no leído',
  noNewNotification: 'Aún no hay nada nuevo por aquí',
  noNewNotificationShort: 'No hay notificaciones nuevas',
  unread: 'No leído',
  messageActions: 'Acciones del mensaje',
  loading: 'Cargando notificaciones',
  loadError: 'No se pudieron cargar las notificaciones.',
  retry: 'Reintentar',
  feeds: 'Canales de notificaciones',
  back: 'Atrás',
  saved: 'Guardado',
  loadingSettings: 'Cargando configuración',
  settingsError: 'No se pudo cargar la configuración.',
  toggleFailed: 'No se pudo guardar el cambio y se ha deshecho.',
  archive: 'Archivar',
  unarchive: 'Desarchivar',
  archived: 'Archivadas',
  noArchivedNotification: 'No hay notificaciones archivadas',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} sin ver', many: '{count} sin ver', other: '{count} sin ver' },
  unreadCount: { one: '{count} no leída', many: '{count} no leídas', other: '{count} no leídas' },
  newNotification: 'Nuevo: {title}',
  newNotifications: {
    one: '{count} notificación nueva',
    many: '{count} de notificaciones nuevas',
    other: '{count} notificaciones nuevas',
  },
  channels: {
    sms: 'SMS',
    push: 'Push',
    email: 'Correo electrónico',
    in_app: 'En la aplicación',
    chat: 'Chat',
  },
};

export default messages;
