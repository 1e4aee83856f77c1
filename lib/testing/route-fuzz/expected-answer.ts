import type { FuzzCase } from "./fuzz-case";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NUL = "\u0000";

/**
 * The answer the edge must give a case whatever the route does, when one is due: a write from
 * another site is 403 `forbidden`, then a NUL in the path or query is 400 `bad_request`, then
 * a team server without a valid session is 401 `unauthenticated` (handleRoute's order). Null
 * when the route itself decides.
 */
export function expectedAnswer(
  fuzz: FuzzCase,
  method: string,
  isTeamMode: boolean,
): { status: number; code: string } | null {
  const isCrossSite =
    ["other-port", "sibling", "null"].includes(fuzz.origin) ||
    fuzz.secFetchSite === "same-site" ||
    fuzz.secFetchSite === "cross-site";
  if (WRITES.has(method) && isCrossSite) return { status: 403, code: "forbidden" };
  const params = Object.values(fuzz.params).flat();
  const query = fuzz.query.flat();
  if ([...params, ...query].some((value) => value.includes(NUL)))
    return { status: 400, code: "bad_request" };
  if (isTeamMode && fuzz.cookie.kind === "none") return { status: 401, code: "unauthenticated" };
  return null;
}
