import { AppError, toErrorBody } from "../errors";

/**
 * Wraps a route handler so every failure answers the API's JSON error shape (SPEC section 2):
 * never an HTML page, never a stack trace.
 */
export function handleRoute<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      const { status, body } = toErrorBody(error);
      const headers = error instanceof AppError ? error.headers : undefined;
      return Response.json(body, { status, headers });
    }
  };
}
