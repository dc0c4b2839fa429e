// What a change does to the messages on screen, and how it is sent to the server (docs/product.md §4, §7).
import { WIDGET_PATHS, messageMatchesFeed } from '@herald/notification-protocol';
import type {
  ArchiveMessagesInput,
  MarkMessagesAsInput,
  MessageActionBody,
  NotificationMessage,
} from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';
import type { FeedStoreConfig, MessageChange } from './feed.types.js';

const newestFirst = (a: NotificationMessage, b: NotificationMessage) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The ids a change touches; undefined means every message of the feed. */
export function touchedIds(change: MessageChange): string[] | undefined {
  if (change.kind === 'mark' || change.kind === 'remove' || change.kind === 'archive')
    return change.messageIds;
  if (change.kind === 'action') return [change.messageId];
  return undefined;
}

/** Whether a store lists archived (only its archive) or unarchived messages (every other store). */
export const listsArchived = (store: FeedStoreConfig): boolean => store.query?.archived ?? false;

/**
 * The messages of `store` as they look once the change is made. Marking as read implies seen
 * (docs/product.md §4); an archived message leaves every store but the archive, an unarchived one leaves the
 * archive.
 */
export function applyChange(
  messages: NotificationMessage[],
  change: MessageChange,
  store: FeedStoreConfig,
): NotificationMessage[] {
  const ids = touchedIds(change);
  const touches = (message: NotificationMessage) => ids === undefined || ids.includes(message._id);
  if (change.kind === 'remove' || change.kind === 'removeAll') return messages.filter((m) => !touches(m));
  if (change.kind === 'archive') {
    return messages
      .map((message) => (touches(message) ? archivedCopy(message, change.archived) : message))
      .filter((message) => messageMatchesFeed(message, { archived: listsArchived(store) }));
  }
  return messages.map((message) => {
    if (!touches(message)) return message;
    if (change.kind === 'action') {
      const action = message.cta.action ?? { buttons: [], status: 'pending' };
      const result = { type: change.button, payload: change.payload ?? null };
      return { ...message, cta: { ...message.cta, action: { ...action, status: 'done', result } } };
    }
    // Marking all as seen sets read false as well (docs/product.md §4).
    const mark = change.kind === 'markAll' ? { seen: true, read: change.mark === 'read' } : change.mark;
    const read = mark.read ?? message.read;
    return { ...message, seen: read || (mark.seen ?? message.seen), read };
  });
}

function archivedCopy(message: NotificationMessage, archived: boolean): NotificationMessage {
  if (!archived) return { ...message, archived: false, archivedAt: null };
  return {
    ...message,
    archived: true,
    archivedAt: message.archivedAt ?? new Date().toISOString(),
    seen: true,
    read: true,
  };
}

/** Puts `saved` (the server's copies, or the copies from before a failed change) back in place, newest first. */
export function restoreMessages(
  messages: NotificationMessage[],
  saved: NotificationMessage[],
): NotificationMessage[] {
  const byId = new Map(saved.map((message) => [message._id, message]));
  const kept = messages.map((message) => byId.get(message._id) ?? message);
  const missing = saved.filter((message) => !messages.some((m) => m._id === message._id));
  return missing.length === 0 ? kept : [...kept, ...missing].sort(newestFirst);
}

const pathWith = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

const asMessages = (answer: unknown): NotificationMessage[] =>
  Array.isArray(answer) ? (answer as NotificationMessage[]) : answer ? [answer as NotificationMessage] : [];

/** One id as itself, several as the list: the widget's bodies take `messageId` either way. */
const oneOrList = (ids: string[]): string | string[] =>
  ids.length === 1 && ids[0] !== undefined ? ids[0] : ids;

/** Sends the change; resolves to the server's copies of the changed messages, when it answers with them. */
export async function sendChange(api: ApiClient, change: MessageChange): Promise<NotificationMessage[]> {
  switch (change.kind) {
    case 'mark': {
      const body: MarkMessagesAsInput = { messageId: oneOrList(change.messageIds), mark: change.mark };
      return asMessages(await api.post(WIDGET_PATHS.markAs, body));
    }
    case 'markAll':
      await api.post(change.mark === 'read' ? WIDGET_PATHS.markAllRead : WIDGET_PATHS.markAllSeen, {
        feedId: change.feedId,
      });
      return [];
    case 'remove': {
      const [first] = change.messageIds;
      if (change.messageIds.length === 1 && first !== undefined) {
        await api.delete(pathWith(WIDGET_PATHS.removeMessage, { id: first }));
      } else await api.post(WIDGET_PATHS.removeMessages, { messageIds: change.messageIds });
      return [];
    }
    case 'removeAll':
      await api.delete(WIDGET_PATHS.removeAllMessages, { query: { feedId: change.feedId } });
      return [];
    case 'archive': {
      const body: ArchiveMessagesInput = {
        messageId: oneOrList(change.messageIds),
        archived: change.archived,
      };
      return asMessages(await api.post(WIDGET_PATHS.archiveMessages, body));
    }
    case 'action': {
      const body: MessageActionBody = {
        executedType: change.button,
        status: 'done',
        payload: change.payload,
      };
      const path = pathWith(WIDGET_PATHS.messageAction, { id: change.messageId, type: change.button });
      return asMessages(await api.post(path, body));
    }
  }
}

/** Base64 of the UTF-8 JSON, as the feed's `payload` query expects (the protocol's decodeFeedPayload reads it). */
export function encodePayloadFilter(payload: Record<string, unknown>): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(payload))) binary += String.fromCharCode(byte);
  return btoa(binary);
}
