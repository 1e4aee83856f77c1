import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { isTeamMode } from "@/lib/auth/team-mode";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Auth.js's own endpoints (sign-in, callback, sign-out, session): the one API path open without
// a session. The open embedded mode has no sign-in, so they answer 404 there.
const notInOpenMode = handleRoute(async (request: Request) => {
  throw new AppError(
    "not_found",
    `No API route ${new URL(request.url).pathname}: sign-in is off, this server runs in the open single-user mode.`,
  );
});

/**
 * The request as the browser addressed it (Host, or X-Forwarded-Host/-Proto behind a proxy)
 * unless AUTH_URL names the public address. Behind our own HTTP server (scripts/serve.mjs)
 * Next's request URL says `localhost`, while the sign-in action builds the OIDC redirect URI
 * from the Host header: the callback must name the same URI, or the provider refuses the code.
 */
function asAddressed(request: NextRequest): NextRequest {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (process.env.AUTH_URL || !host) return request;
  const url = new URL(request.nextUrl.href);
  url.host = host;
  const protocol = request.headers.get("x-forwarded-proto");
  if (protocol) url.protocol = `${protocol}:`;
  return new NextRequest(url, request);
}

export function GET(request: NextRequest): Promise<Response> {
  return isTeamMode() ? handlers.GET(asAddressed(request)) : notInOpenMode(request);
}

export function POST(request: NextRequest): Promise<Response> {
  return isTeamMode() ? handlers.POST(asAddressed(request)) : notInOpenMode(request);
}
