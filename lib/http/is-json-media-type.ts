/**
 * Whether a Content-Type names JSON: `application/json` or a `+json` type
 * (`application/merge-patch+json`), with any parameters (`; charset=utf-8`). A form's
 * `text/plain` or `application/x-www-form-urlencoded` is not: those are what another site can
 * send without a CORS preflight, so a JSON body must not arrive as them.
 */
export function isJsonMediaType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const essence = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    essence === "application/json" || /^[a-z0-9!#$&^_.-]+\/[a-z0-9!#$&^_.+-]+\+json$/.test(essence)
  );
}
