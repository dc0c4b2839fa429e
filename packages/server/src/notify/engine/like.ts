// SQL LIKE for step filters in at most (text length × pattern length) steps: a tenant writes the pattern, so it is
// never turned into a regular expression, whose backtracking can take exponential time (docs/security.md).

/**
 * A code unit as a case-insensitive regular expression compares it (ECMAScript's Canonicalize without the `u`
 * flag): upper-cased when that gives one code unit, and never folded from outside ASCII into it.
 */
function folded(text: string): string[] {
  return Array.from({ length: text.length }, (_, index) => {
    const unit = text[index]!;
    const upper = unit.toUpperCase();
    return upper.length === 1 && !(unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? upper : unit;
  });
}

/**
 * SQL LIKE: % is any run of characters (newlines included), _ is one; case-insensitive. Greedy matching that goes
 * back only to the last %, so a pattern of m characters against a text of n takes at most n·m steps, whatever a
 * tenant writes.
 */
export function matchesLike(text: string, pattern: string): boolean {
  const units = folded(text);
  const wanted = folded(pattern);
  let at = 0;
  let next = 0;
  // The last % seen, and where in the text its run now ends.
  let star = -1;
  let resumeAt = 0;
  while (at < units.length) {
    const token = wanted[next];
    if (token === '%') {
      star = next;
      resumeAt = at;
      next += 1;
    } else if (token !== undefined && (token === '_' || token === units[at])) {
      at += 1;
      next += 1;
    } else if (star >= 0) {
      // The last % takes one more character, and the rest of the pattern starts again after it.
      resumeAt += 1;
      at = resumeAt;
      next = star + 1;
    } else {
      return false;
    }
  }
  while (wanted[next] === '%') next += 1;
  return next === wanted.length;
}
