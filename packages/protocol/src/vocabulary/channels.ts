// Workflow step types (docs/product.md §3): every delivery channel (`@herald/notification-protocol`) plus the
// steps that send nothing themselves.
import { CHANNELS, type Channel } from '@herald/notification-protocol';

/** Step types: every channel plus the three steps that send nothing themselves. */
export const STEP_TYPES = [...CHANNELS, 'digest', 'trigger', 'delay'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Steps that deliver a message, as opposed to digest, trigger and delay. */
export function isChannelStep(type: StepType): type is Channel {
  return (CHANNELS as readonly string[]).includes(type);
}
