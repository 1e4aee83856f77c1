import { z } from "zod";
import type { PrismaClient } from "../db/generated/client";
import { AppError, toErrorBody } from "../errors";
import { readClientAddress } from "./client-address";
import { peekSignInThrottle, signInThrottleKeys } from "./sign-in-throttle";
import { describeThrottledSignIn } from "./sign-in-throttled-error";

const PASSWORD_CALLBACK_PATH = /\/callback\/password\/?$/;
const emailSchema = z.string().max(1000);

/** The `email` of a sign-in POST, read from a copy of its body (form or JSON, as Auth.js reads). */
async function readPostedEmail(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    const text = await request.clone().text();
    const email = type.includes("application/json")
      ? (JSON.parse(text) as Record<string, unknown>).email
      : new URLSearchParams(text).get("email");
    const parsed = emailSchema.safeParse(email);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The answer to a direct POST to Auth.js's password callback when its account or address is
 * throttled: 429 `too_many_requests` with Retry-After, before Auth.js (and its scrypt) runs.
 * Null for any other request, which Auth.js then handles; `authorize()` still counts and
 * refuses on its own (lib/auth/password-sign-in.ts), this only answers it in the API's terms.
 */
export async function refuseThrottledPasswordCallback(
  request: Request,
  db: PrismaClient,
): Promise<Response | null> {
  if (request.method !== "POST" || !PASSWORD_CALLBACK_PATH.test(new URL(request.url).pathname))
    return null;
  const keys = signInThrottleKeys(
    await readPostedEmail(request),
    readClientAddress(request.headers),
  );
  const verdict = await peekSignInThrottle(db, keys);
  if (verdict.ok) return null;
  const error = new AppError(
    "too_many_requests",
    describeThrottledSignIn(verdict.retryAfterSeconds),
    { retryAfterSeconds: verdict.retryAfterSeconds },
  );
  const { status, body } = toErrorBody(error);
  return Response.json(body, { status, headers: error.headers });
}
