// `npm run user:add -- --email ada@example.com --workspace Research [--name "Ada"] [--role owner]
//  [--password-stdin]`: adds (or updates) a user of a team server and puts them in a workspace,
// created when missing (`--workspace default` is the open mode's). With --password-stdin the
// password is read from standard input (never from the command line, which `ps` shows); without
// it the user signs in through the OIDC provider only (or keeps the password they had).
import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { z } from "zod";
import { checkNewPassword, hashPassword } from "../lib/auth/password";
import { addUserToWorkspace } from "../lib/db/accounts";
import { createPrismaClient } from "../lib/db/create-prisma-client";
import { readDatabaseUrl } from "../lib/db/database-url";

const USAGE =
  "Usage: npm run user:add -- --email <email> --workspace <name> [--name <name>] [--role owner|member] [--password-stdin]";

const optionsSchema = z.object({
  email: z.email(),
  workspace: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200).optional(),
  role: z.enum(["owner", "member"]).optional(),
  "password-stdin": z.boolean().optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      workspace: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean" },
    },
  });
  const options = optionsSchema.safeParse(values);
  if (!options.success) {
    console.error(
      `${options.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n")}\n${USAGE}`,
    );
    return 2;
  }
  let passwordHash: string | null = null;
  if (options.data["password-stdin"]) {
    const password = (await text(process.stdin)).replace(/\r?\n$/, "");
    const problem = checkNewPassword(password);
    if (problem) {
      console.error(problem);
      return 2;
    }
    passwordHash = await hashPassword(password);
  }
  // No migration here: the server may be running on this database (`npm start` and
  // `npm run db:migrate` migrate it), and the schema engine would wait on its connections.
  const db = createPrismaClient(readDatabaseUrl());
  try {
    const { user, workspace } = await addUserToWorkspace(db, {
      email: options.data.email,
      name: options.data.name,
      passwordHash,
      workspace: options.data.workspace,
      role: options.data.role,
    });
    const how = passwordHash ? "email and password" : "OIDC (or the password set before)";
    console.log(`${user.email} is in workspace "${workspace.name}"; signs in with ${how}.`);
    return 0;
  } catch (error) {
    if (String(error).includes("no such table"))
      throw new Error(
        "the database has no accounts yet: run `npm run db:migrate` (or `npm start`) first",
      );
    throw error;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error("user:add failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
