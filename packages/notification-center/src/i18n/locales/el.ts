import type { NotificationCenterMessages } from '../messages.js';

/** Greek. */
const messages: NotificationCenterMessages = {
  notifications: 'Ειδοποιήσεις',
  markAllAsRead: 'Σήμανση όλων ως αναγνωσμένων',
  poweredBy: 'Με την υποστήριξη του',
  settings: 'Ρυθμίσεις',
  removeMessage: 'Αφαίρεση μηνύματος',
  markAsRead: 'Σήμανση ως αναγνωσμένου',
  markAsUnRead: 'Σήμανση ως μη αναγνωσμένου',
  noNewNotification: 'Δεν υπάρχει τίποτα νέο εδώ ακόμη',
  noNewNotificationShort: 'Καμία νέα ειδοποίηση',
  unread: 'Μη αναγνωσμένο',
  messageActions: 'Ενέργειες μηνύματος',
  loading: 'Φόρτωση ειδοποιήσεων',
  loadError: 'Δεν ήταν δυνατή η φόρτωση των ειδοποιήσεων.',
  retry: 'Δοκιμάστε ξανά',
  feeds: 'Ροές ειδοποιήσεων',
  back: 'Πίσω',
  saved: 'Αποθηκεύτηκε',
  loadingSettings: 'Φόρτωση ρυθμίσεων',
  settingsError: 'Δεν ήταν δυνατή η φόρτωση των ρυθμίσεων.',
  toggleFailed: 'Δεν ήταν δυνατή η αποθήκευση της αλλαγής, οπότε αναιρέθηκε.',
  archive: 'Αρχειοθέτηση',
  unarchive: 'Κατάργηση αρχειοθέτησης',
  archived: 'Αρχειοθετημένες',
  noArchivedNotification: 'Καμία αρχειοθετημένη ειδοποίηση',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} νέα', other: '{count} νέες' },
  unreadCount: { one: '{count} μη αναγνωσμένη', other: '{count} μη αναγνωσμένες' },
  newNotification: 'Νέο: {title}',
  newNotifications: { one: '{count} νέα ειδοποίηση', other: '{count} νέες ειδοποιήσεις' },
  channels: { sms: 'SMS', push: 'Push', email: 'Email', in_app: 'Στην εφαρμογή', chat: 'Συνομιλία' },
};

export default messages;
