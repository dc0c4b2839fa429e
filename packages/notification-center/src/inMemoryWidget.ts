// The in-memory widget lives in ./testing, beside its socket and provider; this path stays for older imports.
export { createInMemoryWidget } from './testing/inMemoryWidget.js';
export type { InMemoryWidget, InMemoryWidgetOptions } from './testing/inMemoryWidget.js';
