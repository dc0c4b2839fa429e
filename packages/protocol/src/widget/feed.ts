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
