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

const claimsSchema = z.object({ uid: z.string().min(1) });

/**
 * The user id of a valid, unexpired Auth.js session cookie, or null (none, forged, expired, or
 * signed with another secret). The token is encrypted with AUTH_SECRET and salted with the
 * cookie's name, as Auth.js writes it; `uid` is our User's id (lib/auth/auth.ts puts it there).
 */
export async function readSessionUserId(readCookie: ReadCookie): Promise<string | null> {
  const secret = readAuthSecret();
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(name);
    if (!token) continue;
    try {
      const claims = claimsSchema.safeParse(await decode({ token, secret, salt: name }));
      if (claims.success) return claims.data.uid;
    } catch {
      // A token this secret cannot open: the same as none.
    }
  }
  return null;
}

/** A `Cookie:` header as a reader (first value of each name). */
export function cookieHeaderReader(header: string | null): ReadCookie {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!values.has(name)) values.set(name, decodeURIComponent(part.slice(at + 1).trim()));
  }
  return (name) => values.get(name);
}
