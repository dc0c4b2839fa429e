// What a message's HTML may hold (docs/product.md §4): phrasing markup without attributes. A message is shown
// inside a button, so links, forms, media and blocks are reduced to their text. The server stores a message's
// content reduced to these tags, and the kit reduces it again before it reaches the DOM, whatever server sent
// it.

/** The tags a message's content keeps, bare of attributes; every other element is reduced to its text. */
export const MESSAGE_CONTENT_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'br',
  'span',
  'small',
  'mark',
  'code',
  'sub',
  'sup',
] as const;
