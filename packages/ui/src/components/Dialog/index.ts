export { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog.js';
export type { DialogContentProps, DialogProps } from './Dialog.js';
export { DIALOG_PLACEMENTS } from './Dialog.css.js';
export type { DialogPlacement } from './Dialog.css.js';
