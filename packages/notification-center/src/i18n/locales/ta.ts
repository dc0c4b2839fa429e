import type { NotificationCenterMessages } from '../messages.js';

/** Tamil. */
const messages: NotificationCenterMessages = {
  notifications: 'அறிவிப்புகள்',
  markAllAsRead: 'அனைத்தையும் படித்ததாகக் குறி',
  poweredBy: '{name} மூலம் இயக்கப்படுகிறது',
  settings: 'அமைப்புகள்',
  removeMessage: 'செய்தியை அகற்று',
  markAsRead: 'படித்ததாகக் குறி',
  markAsUnRead: 'படிக்காததாகக் குறி',
  noNewNotification: 'இங்கே இன்னும் புதிதாக எதுவும் இல்லை',
  noNewNotificationShort: 'புதிய அறிவிப்பு இல்லை',
  unread: 'படிக்காதது',
  messageActions: 'செய்திச் செயல்கள்',
  loading: 'அறிவிப்புகள் ஏற்றப்படுகின்றன',
  loadError: 'அறிவிப்புகளை ஏற்ற முடியவில்லை.',
  retry: 'மீண்டும் முயல்க',
  feeds: 'அறிவிப்பு ஊட்டங்கள்',
  back: 'பின்செல்',
  saved: 'சேமிக்கப்பட்டது',
  loadingSettings: 'அமைப்புகள் ஏற்றப்படுகின்றன',
  settingsError: 'அமைப்புகளை ஏற்ற முடியவில்லை.',
  toggleFailed: 'மாற்றத்தைச் சேமிக்க முடியவில்லை, எனவே அது திரும்பப் பெறப்பட்டது.',
  archive: 'காப்பகப்படுத்து',
  unarchive: 'காப்பகத்திலிருந்து மீட்டெடு',
  archived: 'காப்பகம்',
  noArchivedNotification: 'காப்பகப்படுத்திய அறிவிப்பு இல்லை',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} பார்க்காதது', other: '{count} பார்க்காதவை' },
  unreadCount: { one: '{count} படிக்காதது', other: '{count} படிக்காதவை' },
  newNotification: 'புதிய அறிவிப்பு: {title}',
  newNotifications: { one: '{count} புதிய அறிவிப்பு', other: '{count} புதிய அறிவிப்புகள்' },
  channels: { sms: 'SMS', push: 'புஷ்', email: 'மின்னஞ்சல்', in_app: 'ஆப்ஸில்', chat: 'அரட்டை' },
};

export default messages;
