import { destroyAnnouncer } from '@react-aria/live-announcer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The connected center's code arrives in chunks (the notification system, then the feed or the settings) that the
// test runner compiles on first import; on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Test files share one document and one module graph (`isolate: false`): each test starts from an empty document,
// with real timers, and leaves no stored session behind. React Aria keeps one live announcer per page, added to the
// body on its first announcement and never removed: a test's announcements ("11 AM" from a date picker) must not be
// heard in the next one.
afterEach(() => {
  cleanup();
  destroyAnnouncer();
  vi.useRealTimers();
  // Files that drive Chromium run in Node, with no storage of their own.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
