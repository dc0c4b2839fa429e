import { DirectionProvider, useDirection } from '@radix-ui/react-direction';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useMemo, useRef, type ReactNode, type RefObject } from 'react';
// React Aria's i18n entry only: the locale's context, which the surrounding UIProvider also feeds.
import { I18nProvider } from 'react-aria/I18nProvider';
import {
  brandVars,
  cx,
  darkTheme,
  lightTheme,
  visuallyHidden,
  type Brand,
  type Direction,
} from '@herald/ui/foundations';
import { Feed, type FeedProps } from '../Feed/Feed.js';
import { FeedTabs, type FeedTab } from '../FeedTabs/FeedTabs.js';
import { Footer } from '../Footer/Footer.js';
import { Header } from '../Header/Header.js';
import { FocusRescue } from '../parts/FocusRescue.js';
import {
  NotificationCenterLabelsContext,
  useCenterDirection,
  useNotificationCenterLanguage,
  type NotificationCenterTranslations,
} from '../labels.js';
import * as styles from './NotificationCenter.css.js';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export interface NotificationCenterProps {
  /** The feed of the tab shown: its messages, state and callbacks. */
  feed: Omit<FeedProps, 'labels'>;
  /** Unseen messages: the popover's bell counts them (the inline center shows no bell). */
  unseenCount?: number;
  /** Unread messages (the bold ones), said beside the header's title. */
  unreadCount?: number;
  /** More than one tab shows the row of tabs. */
  tabs?: readonly FeedTab[];
  /** Unseen messages per tab. */
  tabCounts?: Readonly<Record<string, number>>;
  activeTab?: string;
  onTabChange?: (storeId: string, previous: string) => void;
  onMarkAllAsRead?: () => void;
  showUserPreferences?: boolean;
  onOpenSettings?: () => void;
  /** Shows the header's archive button. */
  showArchive?: boolean;
  onOpenArchive?: () => void;
  /** Shown instead of the tabs and feed, such as the settings view or the archive. */
  children?: ReactNode;
  /** Applies the light or dark theme to the center alone; the surrounding theme otherwise. */
  colorScheme?: ColorScheme;
  /**
   * The language of the center's texts, relative times and direction, as a BCP 47 locale (`de`, `pt-BR`, `ar`);
   * the surrounding UIProvider's locale when not given. Each language loads as its own chunk on first use.
   */
  language?: string;
  /**
   * Writing direction; otherwise the `language`'s (Arabic, Hebrew, Persian, Urdu are rtl), then the surrounding
   * UIProvider's, then the brand's where it names one, then the page's (`useCenterDirection`).
   */
  direction?: Direction;
  /** The organisation's colour, font family and direction (`/widgets/organization`), applied to the center. */
  brand?: Brand;
  /** The host's own texts over the language's, any subset of the keys; an empty text keeps the language's. */
  labels?: NotificationCenterTranslations;
  /** Where "Powered by Herald" leads; `utm_campaign=in-app` is added. Herald's site by default. */
  poweredByUrl?: string;
  /** Slot: replaces the header. */
  header?: ReactNode;
  /** Slot: controls of the host's in the header, after "Mark all as read" and before the archive and the cog. */
  headerActions?: ReactNode;
  /**
   * Slot: draws each message's row, in the feed of every tab (and the connected centers' archive); receives the
   * kit's row to wrap (it keeps opening, marking read and its menu) or replace (the host's row then does those).
   */
  renderItem?: FeedProps['renderItem'];
  /** Slot: shown in an empty feed instead of the kit's empty state. */
  emptyState?: ReactNode;
  /** Slot: replaces the footer. */
  footer?: ReactNode;
  /**
   * What the center's polite live region says: what arrived, as the connected centers tell it ("New: …"). The
   * region is there whenever this is given (`null` while silent), so a screen reader hears what is put in it. In
   * the popover, the bell's region says it instead of the count.
   */
  announcement?: ReactNode;
  className?: string;
}

/**
 * The notification center laid out inline: 420 px wide, a 55 px header, a 400 px list and the footer; a full-width
 * sheet below 480 px. Presentational: data and callbacks come in as props.
 */
export function NotificationCenter({
  feed,
  unreadCount = 0,
  tabs = [],
  tabCounts,
  activeTab,
  onTabChange,
  onMarkAllAsRead,
  showUserPreferences = false,
  onOpenSettings,
  showArchive = false,
  onOpenArchive,
  children,
  colorScheme,
  language,
  direction,
  brand,
  labels: translations,
  poweredByUrl,
  header,
  headerActions,
  renderItem,
  emptyState,
  footer,
  announcement,
  className,
}: NotificationCenterProps) {
  const {
    labels,
    locale,
    direction: languageDirection,
  } = useNotificationCenterLanguage(language, translations);
  const dir = useCenterDirection({ direction, language, brand }, languageDirection);
  const inheritedDirection = useDirection();
  const brandColor = brand?.color;
  const brandFont = brand?.fontFamily;
  const brandStyle = useMemo(
    () =>
      brandColor || brandFont
        ? assignInlineVars(brandVars({ color: brandColor, fontFamily: brandFont }, colorScheme ?? 'system'))
        : undefined,
    [brandColor, brandFont, colorScheme],
  );
  const hasTabs = tabs.length > 1;
  const allRead = feed.notifications.every((message) => message.read);
  const schemeClass = colorScheme === 'dark' ? darkTheme : colorScheme === 'light' ? lightTheme : undefined;
  // A feed given its own slots keeps them; the center's fill in the rest.
  const renderFeed = () => (
    <Feed
      {...feed}
      renderItem={feed.renderItem ?? renderItem}
      emptyState={feed.emptyState ?? emptyState}
      labels={labels}
    />
  );
  const rootRef = useRef<HTMLElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const archiveButtonRef = useRef<HTMLButtonElement>(null);
  // Focus returns to the header button that opened the view now closing (the header is drawn anew by then).
  const opener = useRef<RefObject<HTMLButtonElement | null>>(settingsButtonRef);
  const returnTo = useCallback(() => opener.current.current, []);
  const openSettings = onOpenSettings
    ? () => {
        opener.current = settingsButtonRef;
        onOpenSettings();
      }
    : undefined;
  const openArchive = onOpenArchive
    ? () => {
        opener.current = archiveButtonRef;
        onOpenArchive();
      }
    : undefined;

  const center = (
    <section
      ref={rootRef}
      // Holds focus only while a view it opened is still loading (FocusRescue); never in the Tab order.
      tabIndex={-1}
      data-view={children ? 'other' : 'feed'}
      className={cx(styles.center, schemeClass, className)}
      aria-label={labels.notifications}
      dir={dir}
      lang={language ? locale : undefined}
      style={brandStyle}
    >
      <FocusRescue root={rootRef} returnTo={returnTo} />
      {announcement !== undefined && (
        <div role="status" className={cx(visuallyHidden, styles.liveRegion)}>
          {announcement}
        </div>
      )}
      {children ?? (
        <>
          {header ?? (
            <Header
              unreadCount={unreadCount}
              allRead={allRead}
              onMarkAllAsRead={onMarkAllAsRead}
              showUserPreferences={showUserPreferences}
              onOpenSettings={openSettings}
              settingsButtonRef={settingsButtonRef}
              showArchive={showArchive}
              onOpenArchive={openArchive}
              archiveButtonRef={archiveButtonRef}
              actions={headerActions}
              labels={labels}
            />
          )}
          {hasTabs ? (
            <FeedTabs
              tabs={tabs}
              unseenCounts={tabCounts}
              value={activeTab ?? tabs[0]?.storeId ?? ''}
              onValueChange={(next, previous) => onTabChange?.(next, previous)}
              panelHoldsControls={
                !feed.isLoading && (feed.notifications.length > 0 || feed.error !== undefined)
              }
              labels={labels}
            >
              {renderFeed}
            </FeedTabs>
          ) : (
            renderFeed()
          )}
        </>
      )}
      {footer ?? <Footer labels={labels} siteUrl={poweredByUrl} />}
    </section>
  );
  // Radix (tabs, menus) and React Aria (relative times) read direction and locale from context, not the DOM. The
  // providers are always there, so a direction or language arriving later does not remount the center.
  return (
    <I18nProvider locale={locale}>
      <DirectionProvider dir={dir ?? inheritedDirection}>
        <NotificationCenterLabelsContext value={labels}>{center}</NotificationCenterLabelsContext>
      </DirectionProvider>
    </I18nProvider>
  );
}
