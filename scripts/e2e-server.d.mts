export const E2E_PORT: number;
export function e2eServerArgs(options: { skipBuild: boolean }): string[];
