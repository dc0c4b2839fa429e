// Changes made in one browser tab reach the subscriber's other tabs at once, over a BroadcastChannel named after
// the application and the subscriber (tabs of another subscriber never hear them).
import type { PreferenceItem } from '@herald/notification-protocol';
import type { MessageChange } from '../feed/feed.types.js';

export type TabMessage =
  { kind: 'feed'; storeId: string; change: MessageChange } | { kind: 'preference'; item: PreferenceItem };

/** A stable hub: listeners stay subscribed while the channel underneath is reopened for another subscriber. */
export interface TabSync {
  /** Opens the channel for this subscriber, closing the one before. */
  open(applicationIdentifier: string, subscriberId: string): void;
  close(): void;
  post(message: TabMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

export function createTabSync(): TabSync {
  const listeners = new Set<(message: TabMessage) => void>();
  let channel: BroadcastChannel | undefined;
  const close = () => {
    channel?.close();
    channel = undefined;
  };
  return {
    open(applicationIdentifier, subscriberId) {
      close();
      // Without BroadcastChannel a tab only follows the socket.
      if (typeof BroadcastChannel === 'undefined') return;
      channel = new BroadcastChannel(`herald:${applicationIdentifier}:${subscriberId}`);
      channel.onmessage = (event: MessageEvent<TabMessage>) => {
        for (const listener of listeners) listener(event.data);
      };
    },
    close,
    post: (message) => channel?.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
