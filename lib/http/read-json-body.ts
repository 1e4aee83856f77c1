import { AppError } from "../errors";
import { isJsonMediaType } from "./is-json-media-type";
import { readLimitedText } from "./limit-body";
import { refuseNulInJson } from "./refuse-nul";

/** Bodies of the JSON endpoints (replay requests, later summary requests) are small. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * A small JSON request body, limited while it streams (never buffered past 1 MiB); an empty
 * body reads as `{}`. A body must be typed `application/json` (415 otherwise: a cross-site form
 * can send `text/plain`, never JSON); invalid JSON is a 400 in words, and so is a NUL in any of
 * its strings (refuseNulInJson).
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readLimitedText(request, {
    maxBytes: MAX_JSON_BODY_BYTES,
    what: "The JSON body",
  });
  if (text.trim() === "") return {};
  const contentType = request.headers.get("content-type");
  if (!isJsonMediaType(contentType)) {
    const sent = contentType === null ? "with no Content-Type" : `as ${contentType.slice(0, 100)}`;
    throw new AppError(
      "unsupported_media_type",
      `The body must be JSON sent with Content-Type: application/json; it came ${sent}.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppError(
      "bad_request",
      `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  refuseNulInJson(json);
  return json;
}
