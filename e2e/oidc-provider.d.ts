// The few parts of `oidc-provider` (which ships no types) that e2e/oidc-test-provider.ts uses.
declare module "oidc-provider" {
  import type { Server } from "node:http";

  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  type Configuration = {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (context: unknown, id: string) => Promise<Account>;
    cookies?: { keys: string[] };
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, host: string, listening: () => void): Server;
    on(event: string, listener: (...args: never[]) => void): this;
  }
}
