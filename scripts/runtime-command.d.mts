export function runtimeCommand(runtime: "bun" | "deno", args: string[]): [string, string[]];
