import type { NotificationCenterMessages } from '../messages.js';

/** Vietnamese. */
const messages: NotificationCenterMessages = {
  notifications: 'Thông báo',
  markAllAsRead: 'Đánh dấu tất cả là đã đọc',
  poweredBy: 'Được hỗ trợ bởi',
  settings: 'Cài đặt',
  removeMessage: 'Xóa tin nhắn',
  markAsRead: 'Đánh dấu là đã đọc',
  markAsUnRead: 'Đánh dấu là chưa đọc',
  noNewNotification: 'Chưa có gì mới ở đây',
  noNewNotificationShort: 'Không có thông báo mới',
  unread: 'Chưa đọc',
  messageActions: 'Thao tác với tin nhắn',
  loading: 'Đang tải thông báo',
  loadError: 'Không thể tải thông báo.',
  retry: 'Thử lại',
  feeds: 'Nguồn thông báo',
  back: 'Quay lại',
  saved: 'Đã lưu',
  loadingSettings: 'Đang tải cài đặt',
  settingsError: 'Không thể tải cài đặt.',
  toggleFailed: 'Không thể lưu thay đổi nên thay đổi đã được hoàn tác.',
  archive: 'Lưu trữ',
  unarchive: 'Bỏ lưu trữ',
  archived: 'Đã lưu trữ',
  noArchivedNotification: 'Không có thông báo đã lưu trữ',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { other: '{count} chưa xem' },
  unreadCount: { other: '{count} chưa đọc' },
  newNotification: 'Mới: {title}',
  newNotifications: { other: '{count} thông báo mới' },
  channels: {
    sms: 'SMS',
    push: 'Thông báo đẩy',
    email: 'Email',
    in_app: 'Trong ứng dụng',
    chat: 'Trò chuyện',
  },
};

export default messages;
