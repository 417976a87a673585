/**
 * The caller's address as the app reads it (`CF-Connecting-IP`, which Cloudflare sets and callers cannot).
 * On a plain server anyone could send that header, so it is always replaced: by the socket's peer, or,
 * behind a reverse proxy the operator trusts (TRUST_PROXY=1), by the address that proxy appended last to
 * X-Forwarded-For. Per-address rate limits depend on it.
 */
export function withClientAddress(request: Request, peer: string | undefined, trustProxy: boolean): Request {
  const forwarded = trustProxy
    ? request.headers
        .get("X-Forwarded-For")
        ?.split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .at(-1)
    : undefined;
  const address = forwarded ?? peer;
  const headers = new Headers(request.headers);
  if (address) headers.set("CF-Connecting-IP", address);
  else headers.delete("CF-Connecting-IP");
  return new Request(request, { headers });
}
