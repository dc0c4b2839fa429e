// The center's own test setup, after the kit's (../ui/vitest.setup.ts). The test DOM has no HTML Sanitizer API, so
// the message rows use DOMPurify, loaded here once so that a row's content is in place when it renders, as in a
// browser that loaded the chunk with the rows' code.
import { preloadFallbackSanitizer } from './src/NotificationItem/sanitizeContent.js';

await preloadFallbackSanitizer();
