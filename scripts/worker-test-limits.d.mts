export const TEST_TIMEOUT_MS: number;
export const HOOK_TIMEOUT_MS: number;
export const CHECK_EVERY_MS: number;
export const STALL_MS: number;
export const STALL_BETWEEN_FILES_MS: number;
