import { z } from "zod";

const secretSchema = z.string().min(32).optional();

/**
 * Team mode: AUTH_SECRET is set, and every page and API route asks for sign-in. Without it the
 * app is the open embedded single-user mode (localhost, zero setup). Read at run time, so one
 * build serves both.
 */
export function isTeamMode(): boolean {
  return Boolean(process.env.AUTH_SECRET);
}

/** AUTH_SECRET, checked: at least 32 characters (`openssl rand -base64 33`). */
export function readAuthSecret(): string {
  const secret = secretSchema.parse(process.env.AUTH_SECRET || undefined);
  if (!secret) throw new Error("AUTH_SECRET is not set: the server is not in team mode.");
  return secret;
}
