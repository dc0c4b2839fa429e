export { ToastProvider, useToast } from './Toast.js';
export type { ToastApi, ToastOptions, ToastProviderProps } from './Toast.js';
export { TOAST_TONES } from './Toast.css.js';
export type { ToastTone } from './Toast.css.js';
