// The notification service as an application reaches it, the university included: its subscribers, and the
// trigger that runs a workflow for them. Another product imports this module and nothing else of notify/.
export {
  productEnvironment,
  updateSubscriberProfile,
  upsertSubscriber,
  type SubscriberProfileInput,
} from './notifications/subscribers.js';
export { subscriberHash } from './widgets/subscribers.js';
export { cancelTransaction, trigger, type TriggerOptions } from './engine/trigger.js';
