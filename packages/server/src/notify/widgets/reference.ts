// What the widget API's documented examples name in the reference world (src/openapi/reference-world.ts): a
// subscriber of the product environment with two messages in its bell, the newer with Accept and Decline buttons,
// in the feed (tab) `campus-news` of the workflow that sent them.
import { referenceId } from '../../openapi/reference-world.js';

export const REFERENCE_WIDGET = {
  subscriberId: 'reader-4021',
  feedIdentifier: 'campus-news',
  feedId: referenceId(0x401),
  /** The workflow (`_templateId`) whose preference the examples change. */
  workflowId: referenceId(0x402),
  /** The older message. */
  messageId: referenceId(0x403),
  /** The newer message, with an action of two buttons. */
  actionMessageId: referenceId(0x404),
};
