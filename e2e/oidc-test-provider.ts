// A real OpenID Connect provider for the sign-in spec: the `oidc-provider` package on 127.0.0.1,
// with its development login page (any login; the login is the account id and its email).
import type { Server } from "node:http";
import Provider from "oidc-provider";
import { E2E_OIDC_CLIENT, E2E_OIDC_ISSUER, E2E_OIDC_PORT, E2E_TEAM_BASE_URL } from "./e2e-env";

export async function startOidcProvider(): Promise<{ close: () => Promise<void> }> {
  const provider = new Provider(E2E_OIDC_ISSUER, {
    clients: [
      {
        client_id: E2E_OIDC_CLIENT.id,
        client_secret: E2E_OIDC_CLIENT.secret,
        redirect_uris: [`${E2E_TEAM_BASE_URL}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_context, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: id, email_verified: true, name: "Olive OIDC" }),
      };
    },
    cookies: { keys: ["e2e-oidc-cookie-key"] },
    // Email in the ID token, as most providers put it (Auth.js reads the ID token's claims).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
  });
  // Why a code was refused (a redirect URI that does not match, PKCE), in the test's output.
  provider.on(
    "grant.error",
    (
      context: { oidc?: { params?: { redirect_uri?: string } } },
      error: { error_detail?: string },
    ) =>
      console.error(
        `oidc-provider grant.error: ${error.error_detail} (${context.oidc?.params?.redirect_uri})`,
      ),
  );
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(E2E_OIDC_PORT, "127.0.0.1", () => resolve(listening));
  });
  return {
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
