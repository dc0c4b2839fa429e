// The notification service as an application reaches it, the university included: its subscribers, the trigger
// that runs a workflow for them, and an in-app message without a workflow. Another product imports this module and
// nothing else of notify/.
export {
  productEnvironment,
  subscriberProfiles,
  subscriberWithProfile,
  upsertSubscriber,
  type SubscriberProfileInput,
} from './notifications/subscribers.js';
export { subscriberHash } from './widgets/subscribers.js';
export { createInAppMessage } from './notifications/messages.js';
export { cancelTransaction, trigger, type TriggerOptions } from './engine/trigger.js';
