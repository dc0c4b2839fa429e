export { Footer, HERALD_SITE_URL, poweredByText, withCampaign } from './Footer.js';
export type { FooterProps } from './Footer.js';
