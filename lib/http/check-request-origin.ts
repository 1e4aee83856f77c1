/** Methods that change state: the ones another site must not be able to send as the user. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** `Sec-Fetch-Site` values of a request the app's own pages (or the user, typing) made. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

export type OriginCheck = { ok: true } | { ok: false; reason: string };

/** What the check reads of a request: its method, URL and headers. */
export type OriginCheckRequest = Pick<Request, "method" | "url" | "headers">;

/**
 * Whether a request may change state, judged by where the browser says it comes from.
 * SameSite=Lax cookies still go with a form post or a no-cors fetch from another port or a
 * sibling subdomain (the same "site"), so a write is refused when `Sec-Fetch-Site` is present
 * and not `same-origin`/`none`, or when `Origin` is present (`null` included) and is none of
 * the server's own origins: the request's (from `X-Forwarded-Host`/`-Proto` when a proxy sets
 * them, else `Host`) and `publicUrl`'s (AUTH_URL). A request with neither header is not a
 * browser's cross-site one (curl, `npm run import`) and passes; reads always pass.
 *
 * @example checkRequestOrigin(request, process.env.AUTH_URL) // { ok: false, reason: "..." }
 */
export function checkRequestOrigin(request: OriginCheckRequest, publicUrl?: string): OriginCheck {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return { ok: true };
  const fetchSite = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite))
    return refuse(`it was sent from another site (Sec-Fetch-Site: ${fetchSite})`);
  const origin = request.headers.get("origin");
  if (origin === null) return { ok: true };
  if (ownOrigins(request, publicUrl).has(origin.trim().toLowerCase())) return { ok: true };
  return refuse(`it was sent from ${origin.trim() === "null" ? "an opaque origin" : origin}`);
}

function refuse(why: string): OriginCheck {
  return {
    ok: false,
    reason: `This request changes data, and ${why}, not from this server's own pages.`,
  };
}

/** The origins this server answers as, lowercased: `scheme://host[:port]`. */
function ownOrigins(request: OriginCheckRequest, publicUrl: string | undefined): Set<string> {
  const url = new URL(request.url);
  const proto = firstValue(request.headers.get("x-forwarded-proto")) ?? url.protocol.slice(0, -1);
  const hosts = [
    firstValue(request.headers.get("x-forwarded-host")),
    firstValue(request.headers.get("host")),
    url.host,
  ];
  const origins = new Set<string>();
  for (const host of hosts) {
    const origin = host === undefined ? null : originOf(`${proto}://${host}`);
    if (origin !== null) origins.add(origin);
  }
  const configured = publicUrl ? originOf(publicUrl) : null;
  if (configured !== null) origins.add(configured);
  return origins;
}

/** The first of a proxy's comma-separated list (`X-Forwarded-Host: a, b`), if any. */
function firstValue(header: string | null): string | undefined {
  const first = header?.split(",")[0]?.trim();
  return first ? first : undefined;
}

/** The URL's origin as a browser writes it (default ports dropped), or null if it is none. */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === "null" ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}
