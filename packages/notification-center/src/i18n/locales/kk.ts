import type { NotificationCenterMessages } from '../messages.js';

/** Kazakh. */
const messages: NotificationCenterMessages = {
  notifications: 'Хабарландырулар',
  markAllAsRead: 'Барлығын оқылды деп белгілеу',
  poweredBy: '{name} негізінде жұмыс істейді',
  settings: 'Параметрлер',
  removeMessage: 'Хабарды жою',
  markAsRead: 'Оқылды деп белгілеу',
  markAsUnRead: 'Оқылмады деп белгілеу',
  noNewNotification: 'Мұнда әзірге жаңа ештеңе жоқ',
  noNewNotificationShort: 'Жаңа хабарландыру жоқ',
  unread: 'Оқылмаған',
  messageActions: 'Хабар әрекеттері',
  loading: 'Хабарландырулар жүктелуде',
  loadError: 'Хабарландыруларды жүктеу мүмкін болмады.',
  retry: 'Қайталап көру',
  feeds: 'Хабарландыру арналары',
  back: 'Артқа',
  saved: 'Сақталды',
  loadingSettings: 'Параметрлер жүктелуде',
  settingsError: 'Параметрлерді жүктеу мүмкін болмады.',
  toggleFailed: 'Өзгерісті сақтау мүмкін болмады, сондықтан ол кері қайтарылды.',
  archive: 'Мұрағаттау',
  unarchive: 'Мұрағаттан шығару',
  archived: 'Мұрағат',
  noArchivedNotification: 'Мұрағатталған хабарландыру жоқ',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: { one: '{count} көрілмеген', other: '{count} көрілмеген' },
  unreadCount: { one: '{count} оқылмаған', other: '{count} оқылмаған' },
  newNotification: 'Жаңа: {title}',
  newNotifications: { one: '{count} жаңа хабарландыру', other: '{count} жаңа хабарландыру' },
  channels: { sms: 'SMS', push: 'Push', email: 'Электрондық пошта', in_app: 'Қолданбада', chat: 'Чат' },
};

export default messages;
