import type { NotificationCenterMessages } from '../messages.js';

/** Portuguese. */
const messages: NotificationCenterMessages = {
  notifications: 'Notificações',
  markAllAsRead: 'Marcar todas como lidas',
  poweredBy: 'Com tecnologia',
  settings: 'Configurações',
  removeMessage: 'Remover mensagem',
  markAsRead: 'Marcar como lida',
  markAsUnRead: 'Marcar como não lida',
  noNewNotification: 'Ainda não há nada de novo por aqui',
  noNewNotificationShort: 'Nenhuma notificação nova',
  unread: 'Não lida',
  messageActions: 'Ações da mensagem',
  loading: 'Carregando notificações',
  loadError: 'Não foi possível carregar as notificações.',
  retry: 'Tentar novamente',
  feeds: 'Feeds de notificações',
  back: 'Voltar',
  saved: 'Salvo',
  loadingSettings: 'Carregando configurações',
  settingsError: 'Não foi possível carregar as configurações.',
  toggleFailed: 'Não foi possível salvar a alteração, que foi desfeita.',
  archive: 'Arquivar',
  unarchive: 'Desarquivar',
  archived: 'Arquivadas',
  noArchivedNotification: 'Nenhuma notificação arquivada',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} não vista', many: '{count} não vistas', other: '{count} não vistas' },
  unreadCount: { one: '{count} não lida', many: '{count} não lidas', other: '{count} não lidas' },
  newNotification: 'Novo: {title}',
  newNotifications: {
    one: '{count} notificação nova',
    many: '{count} de notificações novas',
    other: '{count} notificações novas',
  },
  channels: { sms: 'SMS', push: 'Push', email: 'E-mail', in_app: 'No app', chat: 'Chat' },
};

export default messages;
