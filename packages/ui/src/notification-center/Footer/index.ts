export { Footer, HERALD_SITE_URL, withCampaign } from './Footer.js';
export type { FooterProps } from './Footer.js';
