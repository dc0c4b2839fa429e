import { CHANNELS, type Channel, type PreferenceItem } from '@herald/notification-protocol';
import { Accordion, AccordionItem } from '@herald/ui/components/Accordion';
import { Button } from '@herald/ui/components/Button';
import { Spinner } from '@herald/ui/components/Spinner';
import { Switch } from '@herald/ui/components/Switch';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import { ViewHeader } from '../parts/ViewHeader.js';
import * as styles from './Settings.css.js';

export interface SettingsProps {
  /** One row per workflow; critical workflows and workflows without channels are not shown. */
  preferences: readonly PreferenceItem[];
  isLoading?: boolean;
  /** A toggle is saving: every switch waits. */
  isUpdating?: boolean;
  /** The workflow whose row says "Saved" (for 1.5 s after a toggle, as the machine decides). */
  savedTemplateId?: string;
  /** Why loading failed, or why the last toggle was undone. */
  error?: string;
  onToggle?: (templateId: string, channel: Channel, enabled: boolean) => void;
  onRetry?: () => void;
  onBack?: () => void;
  labels?: NotificationCenterLabels;
  /**
   * `panel` (the default) fits the center's fixed height and scrolls inside it; `page` grows with its rows, so a
   * settings page of its own scrolls as a page does, with no scroller inside it.
   */
  layout?: SettingsLayout;
}

/** Where the settings are shown: inside the center's panel, or as a page of their own. */
export type SettingsLayout = 'panel' | 'page';

/** The channels a workflow has, in the protocol's order. */
function channelsOf(item: PreferenceItem): Channel[] {
  return CHANNELS.filter((channel) => item.preference.channels[channel] !== undefined);
}

/** Whether a row is shown: critical workflows cannot be switched off, and a workflow without channels has none. */
export function isShownPreference(item: PreferenceItem): boolean {
  return !item.template.critical && channelsOf(item).length > 0;
}

/**
 * The subscriber's settings: a section per workflow naming its active channels ("Email, In App"), and a switch per
 * channel inside (the kit's `Accordion` and `Switch`). Loading, a saved toggle and a failed one are each said in
 * words.
 */
export function Settings({
  preferences,
  isLoading = false,
  isUpdating = false,
  savedTemplateId,
  error,
  onToggle,
  onRetry,
  onBack,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
  layout,
}: SettingsProps) {
  const rows = preferences.filter(isShownPreference);
  let body;
  if (isLoading) {
    body = (
      <div className={styles.state}>
        <Spinner label={labels.loadingSettings} />
      </div>
    );
  } else if (error && rows.length === 0) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.error}>{labels.settingsError}</p>
        <p>{error}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        {error ? (
          <p role="alert" className={styles.error}>
            {labels.toggleFailed} {error}
          </p>
        ) : null}
        <Accordion type="multiple">
          {rows.map((item) => {
            const channels = channelsOf(item);
            const active = channels.filter((channel) => item.preference.channels[channel] === true);
            return (
              <AccordionItem
                key={item.template._id}
                value={item.template._id}
                title={
                  <span className={styles.rowTitle}>
                    <span>{item.template.name}</span>
                    <span className={styles.channels}>
                      {active.map((channel) => labels.channels[channel]).join(', ')}
                    </span>
                  </span>
                }
              >
                <div className={styles.switches} aria-busy={isUpdating || undefined}>
                  {channels.map((channel) => (
                    <Switch
                      key={channel}
                      className={styles.channelSwitch}
                      isSelected={item.preference.channels[channel] === true}
                      // Read-only while a change saves: it keeps keyboard focus and ignores presses.
                      isReadOnly={isUpdating}
                      onChange={(enabled) => onToggle?.(item.template._id, channel, enabled)}
                    >
                      {labels.channels[channel]}
                    </Switch>
                  ))}
                  <span role="status" className={styles.saved}>
                    {savedTemplateId === item.template._id ? labels.saved : null}
                  </span>
                </div>
              </AccordionItem>
            );
          })}
        </Accordion>
      </>
    );
  }

  return (
    <div className={styles.settings} data-layout={layout === 'page' ? layout : undefined}>
      <ViewHeader title={labels.settings} onBack={onBack} labels={labels} />
      <div className={styles.body}>{body}</div>
    </div>
  );
}
