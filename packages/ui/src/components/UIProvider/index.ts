export { UIProvider, UI_MODES } from './UIProvider.js';
export type { UIMode, UIProviderProps } from './UIProvider.js';
export { DefaultLink, useLinkComponent, usePortalContainer, useProviderDirection } from './UIContext.js';
export type { LinkComponent, LinkComponentProps } from './UIContext.js';
