import type { SnapshotFrom } from 'xstate';
import type { unseenCountMachine } from './unseen-count.machine.js';
import type { UnseenCountStatus } from './unseen-count.types.js';

export type UnseenCountSnapshot = SnapshotFrom<typeof unseenCountMachine>;

export function unseenCountStatus(snapshot: UnseenCountSnapshot): UnseenCountStatus {
  if (snapshot.matches('waitingForSession')) return 'waitingForSession';
  if (snapshot.matches({ active: 'retrying' })) return 'retrying';
  if (snapshot.matches({ active: 'loaded' })) return 'loaded';
  if (snapshot.matches({ active: 'failed' })) return 'failed';
  return 'loading';
}

export const unseenCount = (snapshot: UnseenCountSnapshot): number => snapshot.context.unseenCount;
export const hasMoreUnseen = (snapshot: UnseenCountSnapshot): boolean => snapshot.context.hasMore;
/** Loading covers the waits between retries: the count is still on its way. */
export const isUnseenCountLoading = (snapshot: UnseenCountSnapshot): boolean =>
  snapshot.matches({ active: 'loading' }) || snapshot.matches({ active: 'retrying' });
export const unseenCountError = (snapshot: UnseenCountSnapshot): string | undefined => snapshot.context.error;
export const unseenCountSocketError = (snapshot: UnseenCountSnapshot): string | undefined =>
  snapshot.context.socketError;
