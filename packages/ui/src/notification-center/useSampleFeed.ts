import type { NotificationMessage } from '@herald/protocol';
import { useState } from 'react';
import type { FeedProps } from './Feed/Feed.js';

/**
 * A feed kept in memory for stories: the same changes the notification machine makes (read implies seen, actions
 * done, removal, mark all), without a server.
 */
export function useSampleFeed(initial: NotificationMessage[]) {
  const [messages, setMessages] = useState(initial);
  const [clickedUrl, setClickedUrl] = useState<string | undefined>();
  const change = (id: string, patch: (message: NotificationMessage) => NotificationMessage) =>
    setMessages((current) => current.map((message) => (message._id === id ? patch(message) : message)));

  const feed: FeedProps = {
    notifications: messages,
    onClick: (message) => {
      change(message._id, (m) => ({ ...m, read: true, seen: true }));
      setClickedUrl(message.cta.data.url);
    },
    onMarkAsRead: (message) => change(message._id, (m) => ({ ...m, read: true, seen: true })),
    onMarkAsUnread: (message) => change(message._id, (m) => ({ ...m, read: false, seen: true })),
    onRemove: (message) => setMessages((current) => current.filter((m) => m._id !== message._id)),
    onAction: (message) =>
      change(message._id, (m) =>
        m.cta.action ? { ...m, cta: { ...m.cta, action: { ...m.cta.action, status: 'done' } } } : m,
      ),
  };
  return {
    feed,
    clickedUrl,
    unseenCount: messages.filter((message) => !message.seen).length,
    markAllAsRead: () => setMessages((current) => current.map((m) => ({ ...m, read: true, seen: true }))),
    /** Closing the popover: what was fetched counts as seen. */
    markAllSeen: () => setMessages((current) => current.map((m) => ({ ...m, seen: true }))),
  };
}
