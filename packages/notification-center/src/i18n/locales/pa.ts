import type { NotificationCenterMessages } from '../messages.js';

/** Punjabi. */
const messages: NotificationCenterMessages = {
  notifications: 'ਸੂਚਨਾਵਾਂ',
  markAllAsRead: 'ਸਭ ਨੂੰ ਪੜ੍ਹਿਆ ਵਜੋਂ ਨਿਸ਼ਾਨਬੱਧ ਕਰੋ',
  poweredBy: '{name} ਵੱਲੋਂ ਸੰਚਾਲਿਤ',
  settings: 'ਸੈਟਿੰਗਾਂ',
  removeMessage: 'ਸੁਨੇਹਾ ਹਟਾਓ',
  markAsRead: 'ਪੜ੍ਹਿਆ ਵਜੋਂ ਨਿਸ਼ਾਨਬੱਧ ਕਰੋ',
  markAsUnRead: 'ਅਣਪੜ੍ਹਿਆ ਵਜੋਂ ਨਿਸ਼ਾਨਬੱਧ ਕਰੋ',
  noNewNotification: 'ਇੱਥੇ ਹਾਲੇ ਦੇਖਣ ਲਈ ਕੁਝ ਨਵਾਂ ਨਹੀਂ ਹੈ',
  noNewNotificationShort: 'ਕੋਈ ਨਵੀਂ ਸੂਚਨਾ ਨਹੀਂ',
  unread: 'ਅਣਪੜ੍ਹਿਆ',
  messageActions: 'ਸੁਨੇਹੇ ਦੀਆਂ ਕਾਰਵਾਈਆਂ',
  loading: 'ਸੂਚਨਾਵਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ',
  loadError: 'ਸੂਚਨਾਵਾਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।',
  retry: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  feeds: 'ਸੂਚਨਾ ਫੀਡਾਂ',
  back: 'ਪਿੱਛੇ',
  saved: 'ਰੱਖਿਅਤ ਕੀਤਾ ਗਿਆ',
  loadingSettings: 'ਸੈਟਿੰਗਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ',
  settingsError: 'ਸੈਟਿੰਗਾਂ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀਆਂ।',
  toggleFailed: 'ਤਬਦੀਲੀ ਰੱਖਿਅਤ ਨਹੀਂ ਹੋ ਸਕੀ, ਇਸ ਲਈ ਇਸਨੂੰ ਵਾਪਸ ਕਰ ਦਿੱਤਾ ਗਿਆ।',
  archive: 'ਪੁਰਾਲੇਖ ਕਰੋ',
  unarchive: 'ਪੁਰਾਲੇਖ ਵਿੱਚੋਂ ਕੱਢੋ',
  archived: 'ਪੁਰਾਲੇਖ',
  noArchivedNotification: 'ਕੋਈ ਪੁਰਾਲੇਖ ਕੀਤੀ ਸੂਚਨਾ ਨਹੀਂ',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ਅਣਦੇਖੀ', other: '{count} ਅਣਦੇਖੀਆਂ' },
  unreadCount: { one: '{count} ਅਣਪੜ੍ਹੀ', other: '{count} ਅਣਪੜ੍ਹੀਆਂ' },
  newNotification: 'ਨਵੀਂ ਸੂਚਨਾ: {title}',
  newNotifications: { one: '{count} ਨਵੀਂ ਸੂਚਨਾ', other: '{count} ਨਵੀਆਂ ਸੂਚਨਾਵਾਂ' },
  channels: { sms: 'SMS', push: 'ਪੁਸ਼', email: 'ਈਮੇਲ', in_app: 'ਐਪ ਵਿੱਚ', chat: 'ਚੈਟ' },
};

export default messages;
