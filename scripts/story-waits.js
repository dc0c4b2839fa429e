// How long the stories' checks wait, in one place. A play function's `findBy…` and `waitFor` wait up to
// PLAY_WAIT_MS for what they look for (testing-library's default, 1 s, is too short for a loaded CI machine running
// the browser beside the build); the runner gives each variant of a story twice that to render, play and be
// checked, and a story (its light, dark and right-to-left variants) four times that.

/** The longest a play function waits for one thing it looks for. */
export const PLAY_WAIT_MS = 15_000;

/** The longest one variant of a story (render, play function, axe, photograph) may take. */
export const STORY_TIMEOUT_MS = 2 * PLAY_WAIT_MS;

/** The longest a story may take in all its variants: three, and room for the browser's page to open. */
export const STORY_TEST_TIMEOUT_MS = 4 * STORY_TIMEOUT_MS;
