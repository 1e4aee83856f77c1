import { guardRequest } from "../auth/guard-request";
import { runInWorkspace } from "../db/workspace-scope";
import { AppError, toErrorBody } from "../errors";
import { toFullDiskError } from "../storage/full-disk-error";
import { checkEdge } from "../http/check-edge";
import { getDb } from "./database";

/**
 * Wraps a route handler so every failure answers the API's JSON error shape (SPEC section 2):
 * never an HTML page, never a stack trace. It is also the guard of every route: a write from
 * another site's page is refused and a NUL anywhere in the URL too, in both modes (checkEdge);
 * in team mode the request must carry a session (else 401), and the handler, with everything
 * it starts, runs inside the user's workspace, so its queries cannot see another's rows
 * (lib/db/scope-extension.ts). app/api/route-guard.test.ts checks that every route uses it.
 */
export function handleRoute<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      // Next passes the Request first, also to handlers that declare no parameters.
      const request = args[0] instanceof Request ? args[0] : undefined;
      if (request !== undefined) await checkEdge(request, args[1]);
      const workspaceId = await guardRequest(request, getDb);
      if (workspaceId === null) return await handler(...args);
      return await runInWorkspace(workspaceId, () => handler(...args));
    } catch (thrown) {
      const error = toFullDiskError(thrown);
      const { status, body } = toErrorBody(error);
      const headers = error instanceof AppError ? error.headers : undefined;
      return Response.json(body, { status, headers });
    }
  };
}
