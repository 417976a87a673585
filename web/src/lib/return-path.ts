/**
 * Where to go after signing in: only a path on this site is followed, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`); anything else goes to `fallback`.
 */
export function safeRedirect(target: string | undefined, fallback: string): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
