/** Below this viewport width a popover drawn as a sheet (the notification center's) takes the whole width. */
export const SHEET_BREAKPOINT_PX = 480;
/** The media query of small screens, where a popover drawn as a sheet takes the whole width. */
export const SMALL_SCREEN = `(max-width: ${SHEET_BREAKPOINT_PX - 1}px)`;
