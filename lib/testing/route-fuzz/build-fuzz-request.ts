import type { FuzzCase, OriginKind } from "./fuzz-case";

/** The server the fuzzed requests are addressed to; the other origins are its neighbours. */
export const FUZZ_SERVER = "http://lab.test:3000";

const ORIGIN_HEADER: Record<OriginKind, string | null> = {
  none: null,
  same: FUZZ_SERVER,
  "other-port": "http://lab.test:3001",
  sibling: "http://evil.lab.test:3000",
  null: "null",
};

/** A segment as it travels in a URL; a lone surrogate (which cannot be encoded) as U+FFFD. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}

/**
 * The Request and route context Next would hand the handler of `route` (a route file's folder
 * under app/api, `transcripts/[id]`) for a fuzz case: params in the context as Next decodes
 * them, and in the URL as the browser sent them.
 */
export function buildFuzzRequest(
  route: string,
  method: string,
  fuzz: FuzzCase,
  sessionCookie: string | null,
): { request: Request; context: { params: Promise<Record<string, string | string[]>> } } {
  const path = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = fuzz.params[name] ?? "";
    return Array.isArray(value) ? value.map(encodeSegment).join("/") : encodeSegment(value);
  });
  const url = new URL(`${FUZZ_SERVER}/api/${path}`);
  for (const [name, value] of fuzz.query)
    url.searchParams.append(
      name.replace(/[\ud800-\udfff]/g, "\ufffd"),
      value.replace(/[\ud800-\udfff]/g, "\ufffd"),
    );

  const headers = new Headers({ host: new URL(FUZZ_SERVER).host });
  const origin = ORIGIN_HEADER[fuzz.origin];
  if (origin !== null) headers.set("origin", origin);
  if (fuzz.secFetchSite !== null) headers.set("sec-fetch-site", fuzz.secFetchSite);
  if (fuzz.accept !== null) headers.set("accept", fuzz.accept);
  const cookie =
    fuzz.cookie.kind === "session"
      ? sessionCookie
      : fuzz.cookie.kind === "junk"
        ? [fuzz.cookie.value, sessionCookie].filter(Boolean).join("; ")
        : null;
  if (cookie) headers.set("cookie", cookie);

  const body = fuzz.body;
  if (body !== null && body.contentType !== null) headers.set("content-type", body.contentType);
  const request = new Request(url, {
    method,
    headers,
    ...(body === null ? {} : { body: body.data }),
  });
  // A string body makes undici add text/plain; a case without a type must have none.
  if (body !== null && body.contentType === null) request.headers.delete("content-type");
  return { request, context: { params: Promise.resolve(fuzz.params) } };
}
