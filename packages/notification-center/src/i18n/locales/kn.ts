import type { NotificationCenterMessages } from '../messages.js';

/** Kannada. */
const messages: NotificationCenterMessages = {
  notifications: 'ಅಧಿಸೂಚನೆಗಳು',
  markAllAsRead: 'ಎಲ್ಲವನ್ನೂ ಓದಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ',
  poweredBy: '{name} ನಿಂದ ಚಾಲಿತ',
  settings: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳು',
  removeMessage: 'ಸಂದೇಶ ತೆಗೆದುಹಾಕಿ',
  markAsRead: 'ಓದಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ',
  markAsUnRead: 'ಓದಿಲ್ಲ ಎಂದು ಗುರುತಿಸಿ',
  noNewNotification: 'ಇಲ್ಲಿ ಇನ್ನೂ ಹೊಸದೇನೂ ಇಲ್ಲ',
  noNewNotificationShort: 'ಯಾವುದೇ ಹೊಸ ಅಧಿಸೂಚನೆ ಇಲ್ಲ',
  unread: 'ಓದಿಲ್ಲ',
  messageActions: 'ಸಂದೇಶದ ಕ್ರಿಯೆಗಳು',
  loading: 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ',
  loadError: 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  retry: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  feeds: 'ಅಧಿಸೂಚನೆ ಫೀಡ್‌ಗಳು',
  back: 'ಹಿಂದೆ',
  saved: 'ಉಳಿಸಲಾಗಿದೆ',
  loadingSettings: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ',
  settingsError: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  toggleFailed: 'ಬದಲಾವಣೆಯನ್ನು ಉಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ಅದನ್ನು ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ.',
  archive: 'ಆರ್ಕೈವ್ ಮಾಡಿ',
  unarchive: 'ಆರ್ಕೈವ್‌ನಿಂದ ತೆಗೆದುಹಾಕಿ',
  archived: 'ಆರ್ಕೈವ್',
  noArchivedNotification: 'ಯಾವುದೇ ಆರ್ಕೈವ್ ಮಾಡಿದ ಅಧಿಸೂಚನೆ ಇಲ್ಲ',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ನೋಡದ್ದು', other: '{count} ನೋಡದವು' },
  unreadCount: { one: '{count} ಓದದ್ದು', other: '{count} ಓದದವು' },
  newNotification: 'ಹೊಸ ಅಧಿಸೂಚನೆ: {title}',
  newNotifications: { one: '{count} ಹೊಸ ಅಧಿಸೂಚನೆ', other: '{count} ಹೊಸ ಅಧಿಸೂಚನೆಗಳು' },
  channels: { sms: 'SMS', push: 'ಪುಶ್', email: 'ಇಮೇಲ್', in_app: 'ಆ್ಯಪ್‌ನಲ್ಲಿ', chat: 'ಚಾಟ್' },
};

export default messages;
