import type { NotificationMessage } from '@herald/notification-protocol';
import { useNotificationReceived } from '@herald/notification-machine/react';
import { formatBadgeCount } from '@herald/ui/components/Badge';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TITLE_PLACEHOLDER } from '../i18n/messages.js';
import { useNotificationCenterLabels } from '../labels.js';

/**
 * After an announcement, how long arrivals wait to be told together: a reader hears at most one announcement in
 * this time, long enough for a screen reader to finish a message's text.
 */
export const ARRIVAL_QUIET_MS = 3000;

/**
 * How long an announcement stays in its live region once said: long enough for a screen reader to reach it behind
 * what it was saying, short enough that a reader who browses the page later finds no old news beside the bell.
 */
export const ARRIVAL_HELD_MS = 7000;

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

/** What is being said: one message's words, or how many came. Worded at render, in the center's language then. */
type Said = { key: number } & ({ title: string } | { count: number });

interface Pending {
  /** What arrived since the last announcement, told when the quiet time ends. */
  waiting: NotificationMessage[];
  quiet: ReturnType<typeof setTimeout> | undefined;
  held: ReturnType<typeof setTimeout> | undefined;
}

/**
 * What a polite live region says about the notifications the socket brings: the first at once ("New: Event #1
 * has a new comment"), then, at most once every `ARRIVAL_QUIET_MS`, the one that came meanwhile or how many did
 * ("3 new notifications"); each said text leaves the region `ARRIVAL_HELD_MS` later. Each announcement is a new
 * element, so a screen reader says it even when its words repeat. Rendered inside a center, in its labels.
 */
export function ArrivalAnnouncement(): ReactNode {
  const labels = useNotificationCenterLabels();
  const [said, setSaid] = useState<Said | null>(null);
  const pending = useRef<Pending>({ waiting: [], quiet: undefined, held: undefined });
  const mounted = useRef(true);

  const announce = (words: { title: string } | { count: number }) => {
    if (!mounted.current) return;
    setSaid((previous) => ({ key: (previous?.key ?? 0) + 1, ...words }));
    clearTimeout(pending.current.held);
    pending.current.held = setTimeout(() => {
      if (mounted.current) setSaid(null);
    }, ARRIVAL_HELD_MS);
  };

  const say = (arrived: readonly NotificationMessage[]) => {
    if (arrived.length === 1) {
      void spokenText(arrived[0]!).then(
        (title) => announce({ title }),
        // A message whose words cannot be read (the fallback sanitiser never arrived) is still announced.
        () => announce({ count: 1 }),
      );
    } else announce({ count: arrived.length });
    // Whatever arrives in the quiet time after it is told together when it ends.
    pending.current.quiet = setTimeout(() => {
      const { waiting } = pending.current;
      pending.current.waiting = [];
      pending.current.quiet = undefined;
      if (waiting.length > 0) say(waiting);
    }, ARRIVAL_QUIET_MS);
  };

  useNotificationReceived((message) => {
    if (pending.current.quiet === undefined) say([message]);
    else pending.current.waiting.push(message);
  });
  useEffect(() => {
    mounted.current = true;
    const timers = pending.current;
    return () => {
      mounted.current = false;
      clearTimeout(timers.quiet);
      clearTimeout(timers.held);
    };
  }, []);

  if (said === null) return null;
  const text =
    'title' in said
      ? labels.newNotification.replace(TITLE_PLACEHOLDER, said.title)
      : labels.newNotifications(formatBadgeCount(said.count));
  return <span key={said.key}>{text}</span>;
}
