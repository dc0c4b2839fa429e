// Widget endpoints of SPEC §7, relative to the API prefix.
export const WIDGET_PATH = {
  sessionInitialize: '/widgets/session/initialize',
  unseenCount: '/widgets/notifications/unseen',
} as const;
