import type { NotificationMessage } from '@herald/notification-protocol';
import { useNotificationReceived } from '@herald/notification-machine/react';
import { formatBadgeCount } from '@herald/ui/components/Badge';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TITLE_PLACEHOLDER } from '../i18n/messages.js';
import type { NotificationCenterLabels } from '../labels.js';

/**
 * After an announcement, how long arrivals wait to be told together: a reader hears at most one announcement in
 * this time, long enough for a screen reader to finish a message's text.
 */
export const ARRIVAL_QUIET_MS = 3000;

/**
 * A message's content as the words a screen reader says: written, made safe as the rows write it (the browser's
 * sanitiser, a safe sink a page enforcing Trusted Types accepts), into an element no page shows, and read as text.
 * The rows' code loads when the first message arrives, so the closed bell does not carry it.
 */
async function spokenText(message: NotificationMessage): Promise<string> {
  const { writeContent } = await import('../NotificationItem/sanitizeContent.js');
  const holder = document.createElement('span');
  await writeContent(holder, message.content);
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What a polite live region should say about the notifications the socket brings: the first at once ("New: Event
 * #1 has a new comment"), then, at most once every `ARRIVAL_QUIET_MS`, the one that came meanwhile or how many did
 * ("3 new notifications"). Each announcement is a new element, so a screen reader says it even when its words
 * repeat; `null` until something arrives.
 */
export function useArrivalAnnouncement(labels: NotificationCenterLabels): ReactNode {
  const [announcement, setAnnouncement] = useState<{ key: number; text: string } | null>(null);
  const latestLabels = useRef(labels);
  useEffect(() => {
    latestLabels.current = labels;
  });
  const pending = useRef<{
    waiting: NotificationMessage[];
    timer: ReturnType<typeof setTimeout> | undefined;
  }>({
    waiting: [],
    timer: undefined,
  });

  const mounted = useRef(true);

  const say = (arrived: readonly NotificationMessage[]) => {
    const words = latestLabels.current;
    const announce = (text: string) => {
      if (mounted.current) setAnnouncement((previous) => ({ key: (previous?.key ?? 0) + 1, text }));
    };
    if (arrived.length === 1) {
      void spokenText(arrived[0]!).then(
        (title) => announce(words.newNotification.replace(TITLE_PLACEHOLDER, title)),
        // A message whose words cannot be read (the fallback sanitiser never arrived) is still announced.
        () => announce(words.newNotifications(formatBadgeCount(1))),
      );
    } else announce(words.newNotifications(formatBadgeCount(arrived.length)));
    // Whatever arrives in the quiet time after it is told together when it ends.
    pending.current.timer = setTimeout(() => {
      const { waiting } = pending.current;
      pending.current = { waiting: [], timer: undefined };
      if (waiting.length > 0) say(waiting);
    }, ARRIVAL_QUIET_MS);
  };

  useNotificationReceived((message) => {
    if (pending.current.timer === undefined) say([message]);
    else pending.current.waiting.push(message);
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(pending.current.timer);
    };
  }, []);

  return announcement ? <span key={announcement.key}>{announcement.text}</span> : null;
}
