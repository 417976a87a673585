/** Vite names every file it builds under /assets/ by a hash of its content: a changed file gets a new name. */
const HASHED_ASSETS = "/assets/";
/** For files whose URL changes whenever their content does (build assets, gallery photos). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Hashed build files are cached for a year without revalidation, so a returning visitor's browser asks
 * for none of them again. Only a file that was found: an old chunk asked for after a deploy gets the
 * not-found page (decision 0025), which must not be cached as HTML under its name.
 */
export function withAssetCaching(path: string, response: Response): Response {
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!path.startsWith(HASHED_ASSETS) || response.status !== 200 || contentType.startsWith("text/html")) {
    return response;
  }
  const cached = new Response(response.body, response);
  cached.headers.set("Cache-Control", IMMUTABLE);
  return cached;
}
