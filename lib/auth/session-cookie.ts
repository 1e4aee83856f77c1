import { decode } from "next-auth/jwt";
import { z } from "zod";
import { readAuthSecret } from "./team-mode";

/** Auth.js's session cookie: the `__Secure-` one over https, the plain one over http. */
export const SESSION_COOKIE_NAMES = [
  "__Secure-authjs.session-token",
  "authjs.session-token",
] as const;

/** The workspace a user with several last picked in the header (ignored unless a member). */
export const WORKSPACE_COOKIE = "cl-workspace";

export type ReadCookie = (name: string) => string | undefined;

/** A session cookie's claims: our User's id, and the instant (ms) of the sign-in it comes from. */
export type SessionClaims = { userId: string; signedInAt: number };

const claimsSchema = z.object({
  uid: z.string().min(1),
  iat: z.number().int().nonnegative(),
  sia: z.number().int().nonnegative().optional(),
});

/**
 * The claims of a decoded session token, or null. `sia` is the sign-in's instant in
 * milliseconds (lib/server/auth.ts): a JWT's `iat` has whole seconds only, and a sign-out in the
 * same second as the sign-in must still void it. A token without `sia` counts from the start of
 * its `iat` second, so it fails closed.
 */
export function parseSessionClaims(payload: unknown): SessionClaims | null {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) return null;
  return { userId: claims.data.uid, signedInAt: claims.data.sia ?? claims.data.iat * 1000 };
}

/**
 * The claims of a valid, unexpired Auth.js session cookie, or null (none, forged, expired, or
 * signed with another secret). The token is encrypted with AUTH_SECRET and salted with the
 * cookie's name, as Auth.js writes it; `uid` is our User's id (lib/server/auth.ts puts it there).
 * Whether the user signed out since is the database's to say (lib/auth/session-revocation.ts).
 */
export async function readSession(readCookie: ReadCookie): Promise<SessionClaims | null> {
  const secret = readAuthSecret();
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(name);
    if (!token) continue;
    try {
      const claims = parseSessionClaims(await decode({ token, secret, salt: name }));
      if (claims) return claims;
    } catch {
      // A token this secret cannot open: the same as none.
    }
  }
  return null;
}

/** A cookie value as sent; one that does not decode (`100%`) is kept as it came, never thrown. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A `Cookie:` header as a reader (first value of each name). Tolerant: the header holds every
 * cookie of the host, also other apps' (another port, a sibling's analytics), so one that does
 * not parse must not take the session down with it.
 */
export function cookieHeaderReader(header: string | null): ReadCookie {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!values.has(name)) values.set(name, decodeCookieValue(part.slice(at + 1).trim()));
  }
  return (name) => values.get(name);
}
