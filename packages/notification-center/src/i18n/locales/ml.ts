import type { NotificationCenterMessages } from '../messages.js';

/** Malayalam. */
const messages: NotificationCenterMessages = {
  notifications: 'അറിയിപ്പുകൾ',
  markAllAsRead: 'എല്ലാം വായിച്ചതായി അടയാളപ്പെടുത്തുക',
  poweredBy: '{name} നൽകുന്നത്',
  settings: 'ക്രമീകരണങ്ങൾ',
  removeMessage: 'സന്ദേശം നീക്കം ചെയ്യുക',
  markAsRead: 'വായിച്ചതായി അടയാളപ്പെടുത്തുക',
  markAsUnRead: 'വായിക്കാത്തതായി അടയാളപ്പെടുത്തുക',
  noNewNotification: 'ഇവിടെ ഇതുവരെ പുതിയതായി ഒന്നുമില്ല',
  noNewNotificationShort: 'പുതിയ അറിയിപ്പുകളൊന്നുമില്ല',
  unread: 'വായിക്കാത്തത്',
  messageActions: 'സന്ദേശ പ്രവർത്തനങ്ങൾ',
  loading: 'അറിയിപ്പുകൾ ലോഡ് ചെയ്യുന്നു',
  loadError: 'അറിയിപ്പുകൾ ലോഡ് ചെയ്യാനായില്ല.',
  retry: 'വീണ്ടും ശ്രമിക്കുക',
  feeds: 'അറിയിപ്പ് ഫീഡുകൾ',
  back: 'തിരികെ',
  saved: 'സംരക്ഷിച്ചു',
  loadingSettings: 'ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യുന്നു',
  settingsError: 'ക്രമീകരണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.',
  toggleFailed: 'മാറ്റം സംരക്ഷിക്കാനായില്ല, അതിനാൽ അത് പഴയപടിയാക്കി.',
  archive: 'ആർക്കൈവ് ചെയ്യുക',
  unarchive: 'ആർക്കൈവിൽ നിന്ന് നീക്കുക',
  archived: 'ആർക്കൈവ്',
  noArchivedNotification: 'ആർക്കൈവ് ചെയ്ത അറിയിപ്പുകളൊന്നുമില്ല',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} കാണാത്തത്', other: '{count} കാണാത്തവ' },
  unreadCount: { one: '{count} വായിക്കാത്തത്', other: '{count} വായിക്കാത്തവ' },
  newNotification: 'പുതിയ അറിയിപ്പ്: {title}',
  newNotifications: { one: '{count} പുതിയ അറിയിപ്പ്', other: '{count} പുതിയ അറിയിപ്പുകൾ' },
  channels: { sms: 'SMS', push: 'പുഷ്', email: 'ഇമെയിൽ', in_app: 'ആപ്പിനുള്ളിൽ', chat: 'ചാറ്റ്' },
};

export default messages;
