import type { NotificationCenterMessages } from '../messages.js';

/** Japanese. */
const messages: NotificationCenterMessages = {
  notifications: '通知',
  markAllAsRead: 'すべて既読にする',
  poweredBy: '{name} 提供',
  settings: '設定',
  removeMessage: 'メッセージを削除',
  markAsRead: '既読にする',
  markAsUnRead: '未読にする',
  noNewNotification: 'ここにはまだ新しいものはありません',
  noNewNotificationShort: '新しい通知はありません',
  unread: '未読',
  messageActions: 'メッセージの操作',
  loading: '通知を読み込んでいます',
  loadError: '通知を読み込めませんでした。',
  retry: '再試行',
  feeds: '通知フィード',
  back: '戻る',
  saved: '保存しました',
  loadingSettings: '設定を読み込んでいます',
  settingsError: '設定を読み込めませんでした。',
  toggleFailed: '変更を保存できなかったため、元に戻しました。',
  archive: 'アーカイブ',
  unarchive: 'アーカイブを解除',
  archived: 'アーカイブ済み',
  noArchivedNotification: 'アーカイブされた通知はありません',
  titleWithUnseen: '{notifications}、{unseen}',
  unseen: { other: '未確認 {count} 件' },
  unreadCount: { other: '未読 {count} 件' },
  newNotification: '新着: {title}',
  newNotifications: { other: '新しい通知 {count} 件' },
  channels: { sms: 'SMS', push: 'プッシュ', email: 'メール', in_app: 'アプリ内', chat: 'チャット' },
};

export default messages;
