import type { NotificationCenterMessages } from '../messages.js';

/** Chinese (Simplified). */
const messages: NotificationCenterMessages = {
  notifications: '通知',
  markAllAsRead: '全部标记为已读',
  poweredBy: '由 {name} 提供支持',
  settings: '设置',
  removeMessage: '删除消息',
  markAsRead: '标记为已读',
  markAsUnRead: '标记为未读',
  noNewNotification: '这里还没有新内容',
  noNewNotificationShort: '没有新通知',
  unread: '未读',
  messageActions: '消息操作',
  loading: '正在加载通知',
  loadError: '无法加载通知。',
  retry: '重试',
  feeds: '通知频道',
  back: '返回',
  saved: '已保存',
  loadingSettings: '正在加载设置',
  settingsError: '无法加载设置。',
  toggleFailed: '无法保存更改，已撤销。',
  archive: '归档',
  unarchive: '取消归档',
  archived: '已归档',
  noArchivedNotification: '没有已归档的通知',
  titleWithUnseen: '{notifications}，{unseen}',
  unseen: { other: '{count} 条未查看' },
  unreadCount: { other: '{count} 条未读' },
  newNotification: '新通知：{title}',
  newNotifications: { other: '{count} 条新通知' },
  channels: { sms: '短信', push: '推送', email: '电子邮件', in_app: '应用内', chat: '聊天' },
};

export default messages;
