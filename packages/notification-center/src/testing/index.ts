// Test and story support for the notification center; imported only by stories and tests, never by the package
// entry, so none of it ships.
export { createInMemoryWidget, WIDGET_CALLS } from './inMemoryWidget.js';
export type {
  InMemoryWidget,
  InMemoryWidgetOptions,
  RecordedCall,
  WidgetCall,
  WidgetFailure,
  WidgetGate,
} from './inMemoryWidget.js';
export { InMemoryNotificationProvider } from './InMemoryNotificationProvider.js';
export type { InMemoryNotificationProviderProps } from './InMemoryNotificationProvider.js';
export { generateMessages, messageWithAction, samplePreferenceItems, SAMPLE_STORES } from './sampleData.js';
