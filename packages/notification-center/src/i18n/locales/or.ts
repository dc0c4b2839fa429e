import type { NotificationCenterMessages } from '../messages.js';

/** Odia. */
const messages: NotificationCenterMessages = {
  notifications: 'ବିଜ୍ଞପ୍ତି',
  markAllAsRead: 'ସମସ୍ତଙ୍କୁ ପଢ଼ାଯାଇଛି ଭାବେ ଚିହ୍ନିତ କରନ୍ତୁ',
  poweredBy: '{name} ଦ୍ୱାରା ପରିଚାଳିତ',
  settings: 'ସେଟିଂସ',
  removeMessage: 'ବାର୍ତ୍ତା ହଟାନ୍ତୁ',
  markAsRead: 'ପଢ଼ାଯାଇଛି ଭାବେ ଚିହ୍ନିତ କରନ୍ତୁ',
  markAsUnRead: 'ପଢ଼ାଯାଇନାହିଁ ଭାବେ ଚିହ୍ନିତ କରନ୍ତୁ',
  noNewNotification: 'ଏଠାରେ ଏପର୍ଯ୍ୟନ୍ତ ଦେଖିବାକୁ କିଛି ନୂଆ ନାହିଁ',
  noNewNotificationShort: 'କୌଣସି ନୂଆ ବିଜ୍ଞପ୍ତି ନାହିଁ',
  unread: 'ପଢ଼ାଯାଇନାହିଁ',
  messageActions: 'ବାର୍ତ୍ତା କାର୍ଯ୍ୟ',
  loading: 'ବିଜ୍ଞପ୍ତି ଲୋଡ୍ ହେଉଛି',
  loadError: 'ବିଜ୍ଞପ୍ତି ଲୋଡ୍ କରାଯାଇପାରିଲା ନାହିଁ।',
  retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
  feeds: 'ବିଜ୍ଞପ୍ତି ଫିଡ୍',
  back: 'ପଛକୁ',
  saved: 'ସେଭ୍ ହେଲା',
  loadingSettings: 'ସେଟିଂସ ଲୋଡ୍ ହେଉଛି',
  settingsError: 'ସେଟିଂସ ଲୋଡ୍ କରାଯାଇପାରିଲା ନାହିଁ।',
  toggleFailed: 'ପରିବର୍ତ୍ତନ ସେଭ୍ କରାଯାଇପାରିଲା ନାହିଁ, ତେଣୁ ଏହାକୁ ପୂର୍ବବତ୍ କରାଗଲା।',
  archive: 'ଆର୍କାଇଭ୍ କରନ୍ତୁ',
  unarchive: 'ଆର୍କାଇଭ୍‌ରୁ ବାହାର କରନ୍ତୁ',
  archived: 'ଆର୍କାଇଭ୍',
  noArchivedNotification: 'କୌଣସି ଆର୍କାଇଭ୍ ହୋଇଥିବା ବିଜ୍ଞପ୍ତି ନାହିଁ',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count}ଟି ଦେଖାଯାଇନଥିବା', other: '{count}ଟି ଦେଖାଯାଇନଥିବା' },
  unreadCount: { one: '{count}ଟି ପଢ଼ାଯାଇନଥିବା', other: '{count}ଟି ପଢ଼ାଯାଇନଥିବା' },
  newNotification: 'ନୂଆ: {title}',
  newNotifications: { one: '{count}ଟି ନୂଆ ବିଜ୍ଞପ୍ତି', other: '{count}ଟି ନୂଆ ବିଜ୍ଞପ୍ତି' },
  channels: { sms: 'SMS', push: 'ପୁସ୍', email: 'ଇମେଲ୍', in_app: 'ଆପ୍ ଭିତରେ', chat: 'ଚାଟ୍' },
};

export default messages;
