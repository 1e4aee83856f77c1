import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { addUserToWorkspace, findUserByEmail } from "../db/accounts";
import { getDb } from "../db/client";
import { readOidcSettings } from "./auth-env";
import { verifyPassword } from "./password";
import { readAuthSecret } from "./team-mode";

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1).max(1000) });
const oidcProfileSchema = z.object({
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/** Email and password, checked against the User's scrypt hash. */
const passwordProvider = Credentials({
  id: "password",
  name: "Email and password",
  credentials: { email: { type: "email" }, password: { type: "password" } },
  async authorize(raw) {
    const credentials = credentialsSchema.safeParse(raw);
    if (!credentials.success) return null;
    const user = await findUserByEmail(getDb(), credentials.data.email);
    // A user without a hash signs in through OIDC only.
    if (!user?.passwordHash) return null;
    if (!(await verifyPassword(credentials.data.password, user.passwordHash))) return null;
    return { id: user.id, email: user.email, name: user.name };
  },
});

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
        if (error.name !== "CredentialsSignin") console.error("[auth]", error);
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
      // `uid`: our User's id, which lib/auth/session-cookie.ts reads back (the provider's `sub`
      // is its own id, not ours).
      async jwt({ token, user }) {
        if (user?.email) {
          const row = await findUserByEmail(getDb(), user.email);
          if (row) token.uid = row.id;
        }
        return token;
      },
    },
  };
}

/** Auth.js for a team server; configured on first use, from the environment of the running server. */
export const { handlers, signIn, signOut } = NextAuth(() => buildConfig());
