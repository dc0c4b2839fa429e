import type { NotificationCenterMessages } from '../messages.js';

/** Irish. */
const messages: NotificationCenterMessages = {
  notifications: 'Fógraí',
  markAllAsRead: 'Marcáil gach ceann mar léite',
  poweredBy: 'Faoi chumhacht',
  settings: 'Socruithe',
  removeMessage: 'Bain an teachtaireacht',
  markAsRead: 'Marcáil mar léite',
  markAsUnRead: 'Marcáil mar neamhléite',
  noNewNotification: 'Níl aon rud nua le feiceáil anseo fós',
  noNewNotificationShort: 'Níl aon fhógra nua ann',
  unread: 'Neamhléite',
  messageActions: 'Gníomhartha teachtaireachta',
  loading: 'Fógraí á lódáil',
  loadError: 'Níorbh fhéidir na fógraí a lódáil.',
  retry: 'Bain triail eile as',
  feeds: 'Fothaí fógraí',
  back: 'Siar',
  saved: 'Sábháilte',
  loadingSettings: 'Socruithe á lódáil',
  settingsError: 'Níorbh fhéidir na socruithe a lódáil.',
  toggleFailed: 'Níorbh fhéidir an t-athrú a shábháil, agus cuireadh ar ceal é.',
  archive: 'Cartlannaigh',
  unarchive: 'Bain as an gcartlann',
  archived: 'Cartlann',
  noArchivedNotification: 'Níl aon fhógra sa chartlann',
  titleWithUnseen: '{notifications}, {unseen}',
  unseen: {
    one: '{count} nach bhfacthas',
    two: '{count} nach bhfacthas',
    few: '{count} nach bhfacthas',
    many: '{count} nach bhfacthas',
    other: '{count} nach bhfacthas',
  },
  newNotification: 'Nua: {title}',
  newNotifications: {
    one: '{count} fhógra nua',
    two: '{count} fhógra nua',
    few: '{count} fhógra nua',
    many: '{count} bhfógra nua',
    other: '{count} fógra nua',
  },
  channels: { sms: 'SMS', push: 'Brúfhógra', email: 'Ríomhphost', in_app: 'San aip', chat: 'Comhrá' },
};

export default messages;
