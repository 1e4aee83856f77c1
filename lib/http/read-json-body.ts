import { AppError } from "../errors";

const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A small JSON request body; an empty body reads as `{}`. Invalid JSON is a 400 in words. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES)
    throw new AppError("too_large", "The JSON body is over 1 MiB.");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AppError(
      "bad_request",
      `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
