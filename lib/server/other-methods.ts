import { AppError } from "../errors";
import { handleRoute } from "./handle-route";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request) => Promise<Response>;

/**
 * Handlers for every method a route does not have, answering the API's JSON 405 with an
 * `Allow` header: Next's own 405 has an empty body. A route exports the ones it lacks:
 * `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST")`.
 */
export function otherMethods(...allowed: Method[]): Record<Method, Handler> {
  const allow = allowed.join(", ");
  const refuse = handleRoute(async (request: Request) => {
    const { pathname } = new URL(request.url);
    throw new AppError(
      "method_not_allowed",
      `${request.method} is not allowed on ${pathname}: use ${allowed.join(" or ")}.`,
      { headers: { allow } },
    );
  });
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, Handler>;
}
