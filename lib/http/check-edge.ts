import { AppError } from "../errors";
import { checkRequestOrigin } from "./check-request-origin";
import { refuseNulInParams, refuseNulInUrl } from "./refuse-nul";

/**
 * What every API request must pass before its session is looked up: a write must come from the
 * server's own pages (403 `forbidden`, checkRequestOrigin), and no path segment or query
 * parameter may hold a NUL (400 `bad_request`, refuseNulInUrl). Reads the route's params
 * (`context.params`, a promise Next resolves once) without consuming them.
 */
export async function checkEdge(request: Request, context: unknown): Promise<void> {
  const origin = checkRequestOrigin(request, process.env.AUTH_URL);
  if (!origin.ok) throw new AppError("forbidden", origin.reason);
  refuseNulInUrl(new URL(request.url));
  const params = (context as { params?: unknown } | undefined)?.params;
  if (params !== undefined) refuseNulInParams(await params);
}
