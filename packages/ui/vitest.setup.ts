import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The connected center's code arrives in chunks (the notification system, then the feed or the settings) that the
// test runner compiles on first import; on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document.
afterEach(() => cleanup());
