import type { NotificationCenterMessages } from '../messages.js';

/** Gujarati. */
const messages: NotificationCenterMessages = {
  notifications: 'સૂચનાઓ',
  markAllAsRead: 'બધાને વાંચેલા તરીકે ચિહ્નિત કરો',
  poweredBy: '{name} દ્વારા સંચાલિત',
  settings: 'સેટિંગ્સ',
  removeMessage: 'સંદેશ દૂર કરો',
  markAsRead: 'વાંચેલા તરીકે ચિહ્નિત કરો',
  markAsUnRead: 'ન વાંચેલા તરીકે ચિહ્નિત કરો',
  noNewNotification: 'અહીં હજી જોવા માટે કંઈ નવું નથી',
  noNewNotificationShort: 'કોઈ નવી સૂચના નથી',
  unread: 'ન વાંચેલું',
  messageActions: 'સંદેશ ક્રિયાઓ',
  loading: 'સૂચનાઓ લોડ થઈ રહી છે',
  loadError: 'સૂચનાઓ લોડ થઈ શકી નથી.',
  retry: 'ફરી પ્રયાસ કરો',
  feeds: 'સૂચના ફીડ્સ',
  back: 'પાછળ',
  saved: 'સાચવ્યું',
  loadingSettings: 'સેટિંગ્સ લોડ થઈ રહી છે',
  settingsError: 'સેટિંગ્સ લોડ થઈ શકી નથી.',
  toggleFailed: 'ફેરફાર સાચવી શકાયો નથી, તેથી તેને પૂર્વવત્ કરવામાં આવ્યો છે.',
  archive: 'આર્કાઇવ કરો',
  unarchive: 'આર્કાઇવમાંથી કાઢો',
  archived: 'આર્કાઇવ',
  noArchivedNotification: 'કોઈ આર્કાઇવ કરેલી સૂચના નથી',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} ન જોયેલી', other: '{count} ન જોયેલી' },
  unreadCount: { one: '{count} ન વાંચેલી', other: '{count} ન વાંચેલી' },
  newNotification: 'નવી સૂચના: {title}',
  newNotifications: { one: '{count} નવી સૂચના', other: '{count} નવી સૂચનાઓ' },
  channels: { sms: 'SMS', push: 'પુશ', email: 'ઇમેઇલ', in_app: 'ઍપમાં', chat: 'ચેટ' },
};

export default messages;
