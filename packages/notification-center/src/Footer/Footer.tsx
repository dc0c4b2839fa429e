import { UTM_SUFFIX } from '@herald/notification-protocol';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import * as styles from './Footer.css.js';

/** Where the powered-by link leads unless the host names another page. */
export const HERALD_SITE_URL = 'https://herald.dev';

/** The url with the in-app campaign added to its query, keeping any query it had and its fragment. */
export function withCampaign(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${UTM_SUFFIX}${hash}`;
}

export interface FooterProps {
  /** The provider's site; the in-app campaign is added to it. */
  siteUrl?: string;
  labels?: NotificationCenterLabels;
}

/** The product's name in the language's "Powered by" text: after it, or where the text puts `{name}`. */
export function poweredByText(poweredBy: string, name = 'Herald'): string {
  return poweredBy.includes('{name}') ? poweredBy.replace('{name}', name) : `${poweredBy} ${name}`;
}

/** "Powered by Herald", linking to the provider's site with `utm_campaign=in-app`. */
export function Footer({
  siteUrl = HERALD_SITE_URL,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
}: FooterProps) {
  return (
    <div className={styles.footer}>
      <a className={styles.link} href={withCampaign(siteUrl)} target="_blank" rel="noreferrer noopener">
        {poweredByText(labels.poweredBy)}
      </a>
    </div>
  );
}
