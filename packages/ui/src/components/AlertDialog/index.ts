export { AlertDialog, AlertDialogContent, AlertDialogTrigger, ALERT_DIALOG_TONES } from './AlertDialog.js';
export type { AlertDialogContentProps, AlertDialogProps, AlertDialogTone } from './AlertDialog.js';
