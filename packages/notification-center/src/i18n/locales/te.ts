import type { NotificationCenterMessages } from '../messages.js';

/** Telugu. */
const messages: NotificationCenterMessages = {
  notifications: 'నోటిఫికేషన్‌లు',
  markAllAsRead: 'అన్నింటినీ చదివినట్లు గుర్తించు',
  poweredBy: '{name} ఆధారితం',
  settings: 'సెట్టింగ్‌లు',
  removeMessage: 'సందేశాన్ని తీసివేయి',
  markAsRead: 'చదివినట్లు గుర్తించు',
  markAsUnRead: 'చదవనట్లు గుర్తించు',
  noNewNotification: 'ఇక్కడ ఇంకా కొత్తగా ఏమీ లేదు',
  noNewNotificationShort: 'కొత్త నోటిఫికేషన్ ఏదీ లేదు',
  unread: 'చదవనిది',
  messageActions: 'సందేశ చర్యలు',
  loading: 'నోటిఫికేషన్‌లు లోడ్ అవుతున్నాయి',
  loadError: 'నోటిఫికేషన్‌లను లోడ్ చేయడం సాధ్యపడలేదు.',
  retry: 'మళ్లీ ప్రయత్నించు',
  feeds: 'నోటిఫికేషన్ ఫీడ్‌లు',
  back: 'వెనుకకు',
  saved: 'సేవ్ చేయబడింది',
  loadingSettings: 'సెట్టింగ్‌లు లోడ్ అవుతున్నాయి',
  settingsError: 'సెట్టింగ్‌లను లోడ్ చేయడం సాధ్యపడలేదు.',
  toggleFailed: 'మార్పును సేవ్ చేయడం సాధ్యపడలేదు, కాబట్టి అది రద్దు చేయబడింది.',
  archive: 'ఆర్కైవ్ చేయి',
  unarchive: 'ఆర్కైవ్ నుండి తీసివేయి',
  archived: 'ఆర్కైవ్ చేసినవి',
  noArchivedNotification: 'ఆర్కైవ్ చేసిన నోటిఫికేషన్ ఏదీ లేదు',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} చూడనిది', other: '{count} చూడనివి' },
  unreadCount: { one: '{count} చదవనిది', other: '{count} చదవనివి' },
  newNotification: 'కొత్త నోటిఫికేషన్: {title}',
  newNotifications: { one: '{count} కొత్త నోటిఫికేషన్', other: '{count} కొత్త నోటిఫికేషన్‌లు' },
  channels: { sms: 'SMS', push: 'పుష్', email: 'ఇమెయిల్', in_app: 'యాప్‌లో', chat: 'చాట్' },
};

export default messages;
