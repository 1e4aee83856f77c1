import { z } from "zod";

const oidcSchema = z.object({
  /**
   * The server's public address. Required with OIDC: the redirect URI Auth.js sends the provider
   * and the one it names when redeeming the code must agree, and the request's own URL cannot
   * be trusted for it: Next turns a 127.0.0.1 host into `localhost` (NextURL), and a proxy in
   * front changes the host (measured: the provider refused the code, "redirect_uri mismatch").
   */
  AUTH_URL: z.url(),
  AUTH_OIDC_ISSUER: z.url(),
  AUTH_OIDC_CLIENT_ID: z.string().min(1),
  AUTH_OIDC_CLIENT_SECRET: z.string().min(1),
  AUTH_OIDC_NAME: z.string().min(1).default("Single sign-on"),
  /** New users the provider vouches for join this workspace; unset: only users added before. */
  AUTH_OIDC_WORKSPACE: z.string().min(1).optional(),
});

export type OidcSettings = z.infer<typeof oidcSchema>;

/**
 * The OIDC provider of a team server, or null when AUTH_OIDC_ISSUER is unset (email and password
 * only). Half a configuration (an issuer without a client) throws at start, naming what is missing.
 */
export function readOidcSettings(
  env: Record<string, string | undefined> = process.env,
): OidcSettings | null {
  if (!env.AUTH_OIDC_ISSUER) return null;
  const settings = oidcSchema.safeParse({
    ...env,
    AUTH_OIDC_NAME: env.AUTH_OIDC_NAME || undefined,
    AUTH_OIDC_WORKSPACE: env.AUTH_OIDC_WORKSPACE || undefined,
  });
  if (!settings.success)
    throw new Error(
      `AUTH_OIDC_ISSUER is set but the OIDC settings are incomplete: ${settings.error.issues
        .map((issue) => issue.path.join("."))
        .join(", ")}`,
    );
  return settings.data;
}
