// Limits of a translation group.
/** The most text one locale of one group may hold, as serialised JSON. */
export const TRANSLATION_MAX_BYTES = 256 * 1024;

/** How deep keys may nest inside one locale of a group. */
export const TRANSLATION_MAX_DEPTH = 8;
