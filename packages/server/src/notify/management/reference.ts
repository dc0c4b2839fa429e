// What the management API's documented examples name in the reference world (openapi/reference-world.ts): an
// online shop's notifications in the product environment. test/reference-world/notify.ts makes each of them
// through the API, with these ids.
import { referenceId } from '../../openapi/reference-world.js';

/** The "Order shipped" workflow: an in-app message to the "orders" feed. */
export const REFERENCE_WORKFLOW_ID = referenceId(0x201);
export const REFERENCE_WORKFLOW_TRIGGER = 'order-shipped';
/** The "Review request" workflow: waits three days, then asks for a review (still waiting in the world). */
export const REFERENCE_DELAYED_WORKFLOW_ID = referenceId(0x202);
export const REFERENCE_DELAYED_WORKFLOW_TRIGGER = 'review-request';
/** The "Store announcement" workflow a broadcast sends to every customer. */
export const REFERENCE_ANNOUNCEMENT_WORKFLOW_ID = referenceId(0x20b);
export const REFERENCE_ANNOUNCEMENT_TRIGGER = 'store-announcement';

/** The "Order updates" notification group the shop's workflows belong to. */
export const REFERENCE_NOTIFICATION_GROUP_ID = referenceId(0x203);
/** The "Promotions" notification group, which no workflow belongs to yet. */
export const REFERENCE_UNUSED_NOTIFICATION_GROUP_ID = referenceId(0x204);

/** The "Orders" feed the "Order shipped" workflow sends to. */
export const REFERENCE_FEED_ID = referenceId(0x205);
export const REFERENCE_FEED_IDENTIFIER = 'orders';
/** The "Promotions" feed, which no step sends to yet. */
export const REFERENCE_UNUSED_FEED_ID = referenceId(0x206);

/** The shop's default email layout. */
export const REFERENCE_DEFAULT_LAYOUT_ID = referenceId(0x207);
/** A seasonal layout that is not the default and that no workflow uses. */
export const REFERENCE_LAYOUT_ID = referenceId(0x208);

/** The shop's SMS gateway (a generic SMS integration). */
export const REFERENCE_INTEGRATION_ID = referenceId(0x209);

/** The notification "Order shipped" made for the customer below. */
export const REFERENCE_NOTIFICATION_ID = referenceId(0x20a);
/** The transaction of that trigger. */
export const REFERENCE_TRANSACTION_ID = 'order-1042-shipped';
/** The transaction of the review request, whose delay has not run out. */
export const REFERENCE_PENDING_TRANSACTION_ID = 'order-1042-review-request';

/** The customer the examples notify, and a second one who is not in the topic yet. */
export const REFERENCE_SUBSCRIBER_ID = 'customer-1042';
export const REFERENCE_OTHER_SUBSCRIBER_ID = 'customer-2077';
/** The topic of customers waiting for an item to be back in stock (the first customer is in it). */
export const REFERENCE_TOPIC_KEY = 'back-in-stock';
/** A topic nobody is in yet, which the shop may delete. */
export const REFERENCE_EMPTY_TOPIC_KEY = 'clearance';
/** The tenant of the shop's first brand. */
export const REFERENCE_TENANT_IDENTIFIER = 'acme';
/** The chat provider the first customer keeps a webhook for. */
export const REFERENCE_CHAT_PROVIDER_ID = 'slack';
/** The translation group of the order messages, with English and German. */
export const REFERENCE_TRANSLATION_GROUP = 'orders';
export const REFERENCE_TRANSLATION_LOCALE = 'de';
/** The first customer's mobile number (a number set aside for drama, never a real line). */
export const REFERENCE_SUBSCRIBER_PHONE = '+447700900123';
