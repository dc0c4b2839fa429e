import type { NotificationCenterMessages } from '../messages.js';

/** Khmer. */
const messages: NotificationCenterMessages = {
  notifications: 'ការជូនដំណឹង',
  markAllAsRead: 'សម្គាល់ទាំងអស់ថាបានអាន',
  poweredBy: 'ដំណើរការដោយ',
  settings: 'ការកំណត់',
  removeMessage: 'លុបសារ',
  markAsRead: 'សម្គាល់ថាបានអាន',
  markAsUnRead: 'សម្គាល់ថាមិនទាន់អាន',
  noNewNotification: 'មិនទាន់មានអ្វីថ្មីនៅទីនេះនៅឡើយទេ',
  noNewNotificationShort: 'គ្មានការជូនដំណឹងថ្មីទេ',
  unread: 'មិនទាន់អាន',
  messageActions: 'សកម្មភាពសារ',
  loading: 'កំពុងផ្ទុកការជូនដំណឹង',
  loadError: 'មិនអាចផ្ទុកការជូនដំណឹងបានទេ។',
  retry: 'ព្យាយាមម្ដងទៀត',
  feeds: 'បណ្ដាញការជូនដំណឹង',
  back: 'ថយក្រោយ',
  saved: 'បានរក្សាទុក',
  loadingSettings: 'កំពុងផ្ទុកការកំណត់',
  settingsError: 'មិនអាចផ្ទុកការកំណត់បានទេ។',
  toggleFailed: 'មិនអាចរក្សាទុកការផ្លាស់ប្ដូរបានទេ ដូច្នេះវាត្រូវបានត្រឡប់វិញ។',
  archive: 'ទុកក្នុងបណ្ណសារ',
  unarchive: 'ដកចេញពីបណ្ណសារ',
  archived: 'បណ្ណសារ',
  noArchivedNotification: 'គ្មានការជូនដំណឹងក្នុងបណ្ណសារទេ',
  titleWithUnseen: '{notifications} {unseen}',
  unseen: { other: '{count} មិនទាន់មើល' },
  unreadCount: { other: '{count} មិនទាន់អាន' },
  newNotification: 'ថ្មី៖ {title}',
  newNotifications: { other: 'ការជូនដំណឹងថ្មី {count}' },
  channels: { sms: 'SMS', push: 'Push', email: 'អ៊ីមែល', in_app: 'ក្នុងកម្មវិធី', chat: 'ជជែក' },
};

export default messages;
