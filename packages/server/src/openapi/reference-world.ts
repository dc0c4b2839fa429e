// The reference world the API's documented examples name. It is the first-run world (the organisation, its
// product environment with HMAC required, the first faculty and one demo account per role) on a clock stopped at
// REFERENCE_TIME, plus what each product adds to it through its own API (test/reference-world/). The objects an
// example names get the ids their product declares beside its routes (`reference.ts` in each product), because
// the world hands the server those ids as it creates them. test/documented-examples.test.ts builds the world and
// sends every operation's example, as the document shows it, to a fresh copy of it.

/** The moment the reference world is made at. */
export const REFERENCE_TIME = '2026-09-01T09:00:00.000Z';

/** Object ids of the reference world's ranges (platform 0x100, notify 0x200, university 0x300). */
export function referenceId(n: number): string {
  // An ObjectId's first four bytes are its creation time in seconds: REFERENCE_TIME's.
  return `6a969410${n.toString(16).padStart(16, '0')}`;
}
