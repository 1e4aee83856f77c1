import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { addUserToWorkspace, findUserByEmail } from "../db/accounts";
import { getDb } from "./database";
import { readOidcSettings } from "../auth/auth-env";
import { readClientAddress } from "../auth/client-address";
import { checkPasswordSignIn } from "../auth/password-sign-in";
import { toSafeRedirectPath } from "../auth/safe-redirect";
import { parseSessionClaims } from "../auth/session-cookie";
import { SignInThrottledError } from "../auth/sign-in-throttled-error";
import { findSessionUser, revokeSessionsOf } from "../auth/session-revocation";
import { readAuthSecret } from "../auth/team-mode";

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1).max(1000) });
const oidcProfileSchema = z.object({
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/**
 * Email and password, checked against the User's scrypt hash, throttled per account and per
 * client address (lib/auth/password-sign-in.ts). Serves both the sign-in form's server action
 * and a direct POST to /api/auth/callback/password; `request` carries the client's headers.
 */
const passwordProvider = Credentials({
  id: "password",
  name: "Email and password",
  credentials: { email: { type: "email" }, password: { type: "password" } },
  async authorize(raw, request) {
    const credentials = credentialsSchema.safeParse(raw);
    if (!credentials.success) return null;
    const result = await checkPasswordSignIn(
      { ...credentials.data, address: readClientAddress(request.headers) },
      { db: getDb() },
    );
    if (result.ok) return result.user;
    if (result.reason === "throttled") throw new SignInThrottledError(result.retryAfterSeconds);
    return null;
  },
});

/** Whether a token still stands: its user exists and has not signed out since its sign-in. */
async function isTokenStillValid(token: unknown): Promise<boolean> {
  const claims = parseSessionClaims(token);
  return claims !== null && (await findSessionUser(getDb(), claims)) !== null;
}

/**
 * Who may come in through the OIDC provider: a verified email of a user added before, or anyone
 * it vouches for when AUTH_OIDC_WORKSPACE names the workspace newcomers join.
 */
async function admitOidcUser(rawProfile: unknown): Promise<boolean> {
  const profile = oidcProfileSchema.safeParse(rawProfile);
  if (!profile.success || profile.data.email_verified === false) return false;
  const db = getDb();
  if (await findUserByEmail(db, profile.data.email)) return true;
  const workspace = readOidcSettings()?.AUTH_OIDC_WORKSPACE;
  if (!workspace) return false;
  await addUserToWorkspace(db, { email: profile.data.email, name: profile.data.name, workspace });
  return true;
}

function buildConfig(): NextAuthConfig {
  const oidc = readOidcSettings();
  return {
    secret: readAuthSecret(),
    // Behind whatever host the team serves it on; the session cookie is Secure over https.
    trustHost: true,
    session: { strategy: "jwt" },
    pages: { signIn: "/signin", error: "/signin" },
    // A wrong password is an answer, not a server fault: no stack trace in the log for it.
    logger: {
      error(error) {
        if (!(error instanceof CredentialsSignin)) console.error("[auth]", error);
      },
    },
    providers: [
      passwordProvider,
      ...(oidc
        ? [
            {
              id: "oidc",
              name: oidc.AUTH_OIDC_NAME,
              type: "oidc" as const,
              issuer: oidc.AUTH_OIDC_ISSUER,
              clientId: oidc.AUTH_OIDC_CLIENT_ID,
              clientSecret: oidc.AUTH_OIDC_CLIENT_SECRET,
            },
          ]
        : []),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        return account?.provider === "oidc" ? admitOidcUser(profile) : true;
      },
      // Every redirect Auth.js makes (after sign-in, the OIDC round trip, sign-out) passes the
      // same check as the app's own: a page of this site, or home.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${toSafeRedirectPath(url, baseUrl) ?? "/"}`;
      },
      // `uid`: our User's id, which lib/auth/session-cookie.ts reads back (the provider's `sub`
      // is its own id, not ours). A token refreshed (GET /api/auth/session re-issues it with a
      // new `iat`) must still stand first, or a cookie from before a sign-out would come back
      // to life; null clears it.
      async jwt({ token, user }) {
        if (!user) return (await isTokenStillValid(token)) ? token : null;
        if (user.email) {
          const row = await findUserByEmail(getDb(), user.email);
          if (row) token.uid = row.id;
        }
        // The sign-in's instant to the millisecond (`sia`), kept through refreshes: a sign-out
        // voids what came from earlier sign-ins, also within the same second.
        token.sia = Date.now();
        return token;
      },
    },
    events: {
      // Signing out voids every session of the user issued until now, not only this cookie: a
      // JWT cannot be recalled, so a copy of it would otherwise stay good for its 30 days.
      async signOut(message) {
        const claims = parseSessionClaims("token" in message ? message.token : null);
        if (claims) await revokeSessionsOf(getDb(), claims);
      },
    },
  };
}

/** Auth.js for a team server; configured on first use, from the environment of the running server. */
export const { handlers, signIn, signOut } = NextAuth(() => buildConfig());
