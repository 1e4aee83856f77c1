// Users of the team-mode e2e server, added the way an operator does: `npm run user:add` against
// its database, the password on standard input.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { e2eTeamDatabaseUrl } from "./e2e-env";

export type TeamUser = { email: string; password?: string; workspace: string };

export function addTeamUser({ email, password, workspace }: TeamUser): void {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const args = ["scripts/user-add.ts", "--email", email, "--workspace", workspace];
  execFileSync(tsx, password ? [...args, "--password-stdin"] : args, {
    env: { ...process.env, DATABASE_URL: e2eTeamDatabaseUrl() },
    input: password ?? "",
    stdio: ["pipe", "ignore", "inherit"],
  });
}

/**
 * Forgets the failed sign-ins counted against client addresses on the team server. Every spec
 * signs in from 127.0.0.1: a spec that fails ten times on purpose calls this after, or the
 * specs after it would be refused for the rest of the 15-minute window.
 */
export function forgetAddressSignInFailures(): void {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const code = `import { createPrismaClient } from "./lib/db/create-prisma-client";
    const db = createPrismaClient(process.env.DATABASE_URL ?? "");
    db.signInFailure
      .deleteMany({ where: { key: { startsWith: "address:" } } })
      .finally(() => db.$disconnect());`;
  execFileSync(tsx, ["--eval", code], {
    env: { ...process.env, DATABASE_URL: e2eTeamDatabaseUrl() },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** An email no other test uses, so specs and retries never share a user. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
