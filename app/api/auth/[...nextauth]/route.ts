import type { NextRequest } from "next/server";
import { handlers } from "@/lib/server/auth";
import { refuseThrottledPasswordCallback } from "@/lib/auth/password-callback-throttle";
import { isTeamMode } from "@/lib/auth/team-mode";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { getDb } from "@/lib/server/database";

// Auth.js's own endpoints (sign-in, callback, sign-out, session): the one API path open without
// a session. The open embedded mode has no sign-in, so they answer 404 there.
const notInOpenMode = handleRoute(async (request: Request) => {
  throw new AppError(
    "not_found",
    `No API route ${new URL(request.url).pathname}: sign-in is off, this server runs in the open single-user mode.`,
  );
});

export function GET(request: NextRequest): Promise<Response> {
  return isTeamMode() ? handlers.GET(request) : notInOpenMode(request);
}

export async function POST(request: NextRequest): Promise<Response> {
  if (!isTeamMode()) return notInOpenMode(request);
  // A throttled password sign-in posted straight to the callback: 429 JSON, not a redirect.
  return (await refuseThrottledPasswordCallback(request, getDb())) ?? handlers.POST(request);
}

// Auth.js takes GET and POST only: the others answer the API's JSON 405, not Next's empty one.
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
