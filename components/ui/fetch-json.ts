import type { z } from "zod";
import { apiErrorSchema } from "@/lib/contracts/transcript-summary";

/** A failed API call, with the server's own words (`{ error: { code, message } }`). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/**
 * Fetches JSON from our API and parses it with `schema`: a response of another shape is an
 * error named as such, never a cast. An error answer throws ApiRequestError with its message.
 */
export async function fetchJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  init?: RequestInit,
): Promise<z.output<Schema>> {
  const response = await fetch(url, init);
  const body: unknown = await readJson(response).catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    throw error.success
      ? new ApiRequestError(error.data.error.message, response.status, error.data.error.code)
      : new ApiRequestError(`HTTP ${response.status} from ${url}`, response.status, "http");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(
      `Unexpected answer from ${url}: ${parsed.error.message}`,
      500,
      "shape",
    );
  }
  return parsed.data;
}

/**
 * A response's JSON; an `application/gzip` one (the replay's `encoding=gzip`) is decompressed
 * by the browser's own DecompressionStream first. Errors are always plain JSON.
 */
function readJson(response: Response): Promise<unknown> {
  const isGzip = response.ok && response.headers.get("content-type") === "application/gzip";
  if (!isGzip || response.body === null) return response.json();
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).json();
}
