import { UTM_SUFFIX } from '@herald/protocol';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import * as styles from './Footer.css.js';

/** Where the powered-by link leads unless the host names another page. */
export const HERALD_SITE_URL = 'https://herald.dev';

/** The url with the in-app campaign added to its query, keeping any query it had. */
export function withCampaign(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${UTM_SUFFIX}`;
}

export interface FooterProps {
  /** The provider's site; the in-app campaign is added to it. */
  siteUrl?: string;
  labels?: NotificationCenterLabels;
}

/** "Powered by Herald", linking to the provider's site with `utm_campaign=in-app`. */
export function Footer({
  siteUrl = HERALD_SITE_URL,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
}: FooterProps) {
  return (
    <div className={styles.footer}>
      <a className={styles.link} href={withCampaign(siteUrl)} target="_blank" rel="noreferrer noopener">
        {labels.poweredBy} Herald
      </a>
    </div>
  );
}
