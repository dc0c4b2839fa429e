import type { NotificationCenterMessages } from '../messages.js';

/** Lao. */
const messages: NotificationCenterMessages = {
  notifications: 'ການແຈ້ງເຕືອນ',
  markAllAsRead: 'ໝາຍທັງໝົດວ່າອ່ານແລ້ວ',
  poweredBy: 'ຂັບເຄື່ອນໂດຍ',
  settings: 'ການຕັ້ງຄ່າ',
  removeMessage: 'ລຶບຂໍ້ຄວາມ',
  markAsRead: 'ໝາຍວ່າອ່ານແລ້ວ',
  markAsUnRead: 'ໝາຍວ່າຍັງບໍ່ໄດ້ອ່ານ',
  noNewNotification: 'ຍັງບໍ່ມີຫຍັງໃໝ່ຢູ່ບ່ອນນີ້',
  noNewNotificationShort: 'ບໍ່ມີການແຈ້ງເຕືອນໃໝ່',
  unread: 'ຍັງບໍ່ໄດ້ອ່ານ',
  messageActions: 'ຄຳສັ່ງຂໍ້ຄວາມ',
  loading: 'ກຳລັງໂຫຼດການແຈ້ງເຕືອນ',
  loadError: 'ບໍ່ສາມາດໂຫຼດການແຈ້ງເຕືອນໄດ້.',
  retry: 'ລອງໃໝ່',
  feeds: 'ຟີດການແຈ້ງເຕືອນ',
  back: 'ກັບຄືນ',
  saved: 'ບັນທຶກແລ້ວ',
  loadingSettings: 'ກຳລັງໂຫຼດການຕັ້ງຄ່າ',
  settingsError: 'ບໍ່ສາມາດໂຫຼດການຕັ້ງຄ່າໄດ້.',
  toggleFailed: 'ບໍ່ສາມາດບັນທຶກການປ່ຽນແປງໄດ້ ຈຶ່ງຍົກເລີກແລ້ວ.',
  archive: 'ຈັດເກັບ',
  unarchive: 'ຍົກເລີກການຈັດເກັບ',
  archived: 'ຈັດເກັບແລ້ວ',
  noArchivedNotification: 'ບໍ່ມີການແຈ້ງເຕືອນທີ່ຈັດເກັບໄວ້',
  titleWithUnseen: '{notifications} {unseen}',
  unseen: { other: '{count} ຍັງບໍ່ໄດ້ເບິ່ງ' },
  unreadCount: { other: '{count} ຍັງບໍ່ໄດ້ອ່ານ' },
  newNotification: 'ໃໝ່: {title}',
  newNotifications: { other: 'ການແຈ້ງເຕືອນໃໝ່ {count} ລາຍການ' },
  channels: { sms: 'SMS', push: 'Push', email: 'ອີເມວ', in_app: 'ໃນແອັບ', chat: 'ແຊັດ' },
};

export default messages;
