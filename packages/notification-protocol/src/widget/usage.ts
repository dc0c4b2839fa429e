// Names of the widget's usage log.
import { WIDGET_USAGE_LOG_PREFIX } from '../constants.js';

/** The logged name for a widget event, e.g. `usageLogName('Notification Click')`. */
export function usageLogName(event: string): string {
  return `${WIDGET_USAGE_LOG_PREFIX}${event}`;
}
