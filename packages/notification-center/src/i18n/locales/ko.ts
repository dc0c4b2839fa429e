import type { NotificationCenterMessages } from '../messages.js';

/** Korean. */
const messages: NotificationCenterMessages = {
  notifications: '알림',
  markAllAsRead: '모두 읽음으로 표시',
  poweredBy: '{name} 제공',
  settings: '설정',
  removeMessage: '메시지 삭제',
  markAsRead: '읽음으로 표시',
  markAsUnRead: '읽지 않음으로 표시',
  noNewNotification: '아직 새로운 소식이 없습니다',
  noNewNotificationShort: '새 알림 없음',
  unread: '읽지 않음',
  messageActions: '메시지 작업',
  loading: '알림을 불러오는 중',
  loadError: '알림을 불러올 수 없습니다.',
  retry: '다시 시도',
  feeds: '알림 피드',
  back: '뒤로',
  saved: '저장됨',
  loadingSettings: '설정을 불러오는 중',
  settingsError: '설정을 불러올 수 없습니다.',
  toggleFailed: '변경 사항을 저장하지 못해 되돌렸습니다.',
  archive: '보관',
  unarchive: '보관 취소',
  archived: '보관함',
  noArchivedNotification: '보관된 알림 없음',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { other: '확인하지 않은 알림 {count}개' },
  unreadCount: { other: '읽지 않은 알림 {count}개' },
  newNotification: '새 알림: {title}',
  newNotifications: { other: '새 알림 {count}개' },
  channels: { sms: 'SMS', push: '푸시', email: '이메일', in_app: '앱 내', chat: '채팅' },
};

export default messages;
