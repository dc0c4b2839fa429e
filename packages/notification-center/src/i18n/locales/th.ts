import type { NotificationCenterMessages } from '../messages.js';

/** Thai. */
const messages: NotificationCenterMessages = {
  notifications: 'การแจ้งเตือน',
  markAllAsRead: 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด',
  poweredBy: 'ขับเคลื่อนโดย',
  settings: 'การตั้งค่า',
  removeMessage: 'ลบข้อความ',
  markAsRead: 'ทำเครื่องหมายว่าอ่านแล้ว',
  markAsUnRead: 'ทำเครื่องหมายว่ายังไม่ได้อ่าน',
  noNewNotification: 'ยังไม่มีอะไรใหม่ที่นี่',
  noNewNotificationShort: 'ไม่มีการแจ้งเตือนใหม่',
  unread: 'ยังไม่ได้อ่าน',
  messageActions: 'การดำเนินการกับข้อความ',
  loading: 'กำลังโหลดการแจ้งเตือน',
  loadError: 'โหลดการแจ้งเตือนไม่ได้',
  retry: 'ลองอีกครั้ง',
  feeds: 'ฟีดการแจ้งเตือน',
  back: 'กลับ',
  saved: 'บันทึกแล้ว',
  loadingSettings: 'กำลังโหลดการตั้งค่า',
  settingsError: 'โหลดการตั้งค่าไม่ได้',
  toggleFailed: 'บันทึกการเปลี่ยนแปลงไม่ได้ จึงยกเลิกการเปลี่ยนแปลงแล้ว',
  archive: 'เก็บถาวร',
  unarchive: 'เลิกเก็บถาวร',
  archived: 'ที่เก็บถาวร',
  noArchivedNotification: 'ไม่มีการแจ้งเตือนที่เก็บถาวร',
  titleWithUnseen: '{notifications} {unseen}',
  unseen: { other: 'ยังไม่ได้ดู {count} รายการ' },
  unreadCount: { other: 'ยังไม่ได้อ่าน {count} รายการ' },
  newNotification: 'ใหม่: {title}',
  newNotifications: { other: 'การแจ้งเตือนใหม่ {count} รายการ' },
  channels: { sms: 'SMS', push: 'พุช', email: 'อีเมล', in_app: 'ในแอป', chat: 'แชท' },
};

export default messages;
