import { AppError } from "../errors";
import { readLimitedText } from "./limit-body";

/** Bodies of the JSON endpoints (replay requests, later summary requests) are small. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * A small JSON request body, limited while it streams (never buffered past 1 MiB); an empty
 * body reads as `{}`. Invalid JSON is a 400 in words.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readLimitedText(request, {
    maxBytes: MAX_JSON_BODY_BYTES,
    what: "The JSON body",
  });
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
