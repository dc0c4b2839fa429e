export declare const PLAY_WAIT_MS: number;
export declare const STORY_TIMEOUT_MS: number;
export declare const STORY_TEST_TIMEOUT_MS: number;
