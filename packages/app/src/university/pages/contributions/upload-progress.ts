// One request carries every file of a contribution, so the browser reports the progress of the whole body; each
// file's share is read from it by where its bytes sit in the body (the files in the order they were added).

/**
 * Each file's progress (0–1) when `loaded` of `total` bytes of the multipart body have been sent. The body's
 * other bytes (text fields, part headers) are taken as spread evenly before each file and after the last.
 */
export function progressPerFile(sizes: readonly number[], loaded: number, total: number): number[] {
  const content = sizes.reduce((sum, size) => sum + size, 0);
  const overheadPerGap = Math.max(0, total - content) / (sizes.length + 1);
  let start = 0;
  return sizes.map((size) => {
    start += overheadPerGap;
    const sent = Math.min(Math.max(loaded - start, 0), size);
    start += size;
    return size === 0 ? (loaded >= start ? 1 : 0) : sent / size;
  });
}
