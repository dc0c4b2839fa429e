import type { NotificationCenterMessages } from '../messages.js';

/** Galician. */
const messages: NotificationCenterMessages = {
  notifications: 'Notificacións',
  markAllAsRead: 'Marcar todo como lido',
  poweredBy: 'Con tecnoloxía de',
  settings: 'Configuración',
  removeMessage: 'Eliminar a mensaxe',
  markAsRead: 'Marcar como lido',
  markAsUnRead: 'Marcar como non lido',
  noNewNotification: 'Aínda non hai nada novo por aquí',
  noNewNotificationShort: 'Non hai notificacións novas',
  unread: 'Non lido',
  messageActions: 'Accións da mensaxe',
  loading: 'Cargando as notificacións',
  loadError: 'Non se puideron cargar as notificacións.',
  retry: 'Tentar de novo',
  feeds: 'Canles de notificacións',
  back: 'Atrás',
  saved: 'Gardado',
  loadingSettings: 'Cargando a configuración',
  settingsError: 'Non se puido cargar a configuración.',
  toggleFailed: 'Non se puido gardar o cambio e desfíxose.',
  archive: 'Arquivar',
  unarchive: 'Desarquivar',
  archived: 'Arquivadas',
  noArchivedNotification: 'Non hai notificacións arquivadas',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} sen ver', other: '{count} sen ver' },
  unreadCount: { one: '{count} non lida', other: '{count} non lidas' },
  newNotification: 'Novo: {title}',
  newNotifications: { one: '{count} notificación nova', other: '{count} notificacións novas' },
  channels: { sms: 'SMS', push: 'Push', email: 'Correo electrónico', in_app: 'Na aplicación', chat: 'Chat' },
};

export default messages;
