import { describe, expect, test } from 'vitest';
import {
  API_PREFIX,
  BADGE_CAP,
  COUNT_LIMIT,
  DATA_FETCHING,
  DEFAULT_THEME,
  FEED_PAGE_SIZE,
  FEED_PAGE_SIZE_MAX,
  SCROLL_LOAD_MORE_THRESHOLD,
  SIZES,
  SORT_DIRECTION,
  STORAGE_KEYS,
  TIMINGS,
  UTM_SUFFIX,
  XSRF,
} from './index.js';
import {
  REQUEST_ERROR_MESSAGES,
  ROUTER_ERROR_TITLE,
  SESSION_INITIALIZE_FAILED_MESSAGE,
  outsideProviderMessage,
} from './index.js';
import { SCHEDULE_PRESETS, isTimeZone, timeZones } from './schedule.js';

describe('business constants (docs/product.md §9)', () => {
  test('storage keys, limits and prefixes', () => {
    expect(STORAGE_KEYS.appToken).toBe('token');
    expect(STORAGE_KEYS.widgetToken).toBe('widget_user_auth_token');
    expect(COUNT_LIMIT).toBe(100);
    expect(BADGE_CAP).toBe(99);
    expect(API_PREFIX).toBe('/v1');
    expect(UTM_SUFFIX).toBe('utm_campaign=in-app');
    expect(SORT_DIRECTION).toEqual({ ascending: 1, descending: -1 });
    expect(DEFAULT_THEME).toBe('light');
    expect(XSRF).toEqual({ cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' });
    expect(FEED_PAGE_SIZE).toBe(10);
    expect(FEED_PAGE_SIZE_MAX).toBe(100);
  });

  test('timings', () => {
    expect(TIMINGS).toMatchObject({
      savedConfirmationMs: 1500,
      socketDebounceMs: 100,
      socketDebounceTestMs: 1000,
      scrollThrottleMs: 150,
      socketReconnectionDelayMaxMs: 10_000,
      backoffMinMs: 1000,
      backoffMaxMs: 5000,
      backoffTimeoutMs: 20_000,
      cacheTimeMs: 300_000,
      retries: 3,
      retryDelayBaseMs: 1000,
      retryDelayMaxMs: 30_000,
      scrollbarHideMs: 600,
      httpTimeoutMs: 0,
    });
    expect(DATA_FETCHING).toEqual({ refetchOnMount: false, refetchOnWindowFocus: false });
  });

  test('sizes and the scroll threshold', () => {
    expect(SIZES).toEqual({ listHeightPx: 400, widgetWidthPx: 420, headerHeightPx: 55 });
    expect(SCROLL_LOAD_MORE_THRESHOLD).toBe(0.8);
  });
});

describe('error texts (docs/product.md §8)', () => {
  test('request errors, the session log line and the router title read as specified', () => {
    expect(Object.values(REQUEST_ERROR_MESSAGES).sort()).toEqual(
      ['Request aborted', 'Network Error', 'timeout exceeded', 'Unsupported protocol'].sort(),
    );
    expect(SESSION_INITIALIZE_FAILED_MESSAGE).toBe('failed to initialize the session');
    expect(ROUTER_ERROR_TITLE).toBe('Unexpected Application Error!');
  });

  test('the developer error names the hook and says where it must be used', () => {
    expect(outsideProviderMessage('useUnseenCount')).toBe(
      'useUnseenCount must be used inside the notification provider (<NotificationProvider>)',
    );
  });
});

describe('schedule presets (docs/product.md §9)', () => {
  const field = (cron: string, index: number) => cron.split(' ')[index] ?? '';

  test('every preset is a five-field cron expression with a unique id and a label', () => {
    expect(new Set(SCHEDULE_PRESETS.map((preset) => preset.id)).size).toBe(SCHEDULE_PRESETS.length);
    for (const preset of SCHEDULE_PRESETS) {
      expect(preset.cron.split(' '), preset.id).toHaveLength(5);
      expect(preset.label.length, preset.id).toBeGreaterThan(0);
    }
  });

  test('every minute, every N hours, daily and weekdays at each hour, monthly, quarterly, yearly', () => {
    const byId = new Map(SCHEDULE_PRESETS.map((preset) => [preset.id, preset.cron]));
    expect(byId.get('every-minute')).toBe('* * * * *');
    expect(byId.get('every-6-hours')).toBe('0 */6 * * *');
    const daily = SCHEDULE_PRESETS.filter((preset) => preset.id.startsWith('daily-at-'));
    const weekdays = SCHEDULE_PRESETS.filter((preset) => preset.id.startsWith('weekdays-at-'));
    expect(daily.map((preset) => Number(field(preset.cron, 1)))).toEqual([...Array(24).keys()]);
    expect(weekdays).toHaveLength(24);
    for (const preset of weekdays) expect(field(preset.cron, 4)).toBe('1-5');
    expect(byId.get('monthly')).toBe('0 0 1 * *');
    expect(byId.get('quarterly')).toBe('0 0 1 */3 *');
    expect(byId.get('yearly')).toBe('0 0 1 1 *');
  });

  test('every N hours divides the day evenly', () => {
    for (const preset of SCHEDULE_PRESETS.filter((p) => /^every-\d+-hours$/.test(p.id))) {
      const step = Number(field(preset.cron, 1).replace('*/', '').replace('*', '1'));
      expect(24 % step, preset.id).toBe(0);
    }
  });

  test('time zones come from the full standard list', () => {
    const zones = timeZones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('UTC');
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
