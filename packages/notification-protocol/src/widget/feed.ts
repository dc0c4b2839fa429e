// The feed's payload filter, encoded as the widget sends it.
/** Encodes a payload filter for the feed query: UTF-8 JSON in base64. */
export function encodeFeedPayload(payload: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Decodes a feed payload filter, or returns undefined when it is not base64 of a JSON object. */
export function decodeFeedPayload(encoded: string): Record<string, unknown> | undefined {
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The value at `key` of a payload: the key itself, or a dotted path into nested objects (`event.id`). */
function payloadValueAt(payload: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(payload, key)) return payload[key];
  let value: unknown = payload;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Structural equality of two JSON values. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** A payload matches a feed's payload filter when every key of the filter holds an equal value. */
export function payloadMatchesFilter(payload: unknown, filter: Record<string, unknown>): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  return Object.entries(filter).every(([key, expected]) =>
    sameJson(payloadValueAt(payload as Record<string, unknown>, key), expected),
  );
}

/** What a feed (a tab, or a feed query) selects: feeds by identifier, seen and read, payload fields. */
export interface FeedFilter {
  feedIdentifier?: string | readonly string[] | undefined;
  seen?: boolean | undefined;
  read?: boolean | undefined;
  /** Only archived (true) or only unarchived (false) messages; absent, both. */
  archived?: boolean | undefined;
  payload?: Record<string, unknown> | undefined;
}

/** The parts of a message a feed selects by. */
export interface FilteredMessage {
  feedIdentifier?: string | null | undefined;
  seen: boolean;
  read: boolean;
  /** Absent on a message that was never archived. */
  archived?: boolean | undefined;
  payload?: Record<string, unknown> | undefined;
}

/**
 * Whether a feed's query selects this message, as the feed endpoint selects it: a message in no feed is in no
 * feed's list, every given condition must hold.
 */
export function messageMatchesFeed(message: FilteredMessage, filter: FeedFilter): boolean {
  const { feedIdentifier, seen, read, archived, payload } = filter;
  if (feedIdentifier !== undefined) {
    const feeds: readonly string[] = typeof feedIdentifier === 'string' ? [feedIdentifier] : feedIdentifier;
    if (!feeds.includes(message.feedIdentifier ?? '')) return false;
  }
  if (seen !== undefined && message.seen !== seen) return false;
  if (read !== undefined && message.read !== read) return false;
  if (archived !== undefined && (message.archived ?? false) !== archived) return false;
  return payload === undefined || payloadMatchesFilter(message.payload ?? {}, payload);
}
