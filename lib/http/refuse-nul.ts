import { AppError } from "../errors";

/**
 * NUL (U+0000) is refused at the edge, the same on both databases: PostgreSQL cannot store it
 * in text (error 22021, which would be a 500) while SQLite takes it, and no id, name, filter
 * or prompt the app makes holds one.
 */
const NUL = "\u0000";

function refuse(where: string): AppError {
  return new AppError(
    "bad_request",
    `${where} holds a NUL character (\\u0000), which no value here may contain.`,
  );
}

/** Refuses a URL whose decoded path, or any query parameter name or value, holds a NUL. */
export function refuseNulInUrl(url: URL): void {
  if (decodePath(url.pathname).includes(NUL)) throw refuse("The URL's path");
  for (const [name, value] of url.searchParams) {
    if (name.includes(NUL)) throw refuse("A query parameter's name");
    if (value.includes(NUL)) throw refuse(`The query parameter "${name.slice(0, 40)}"`);
  }
}

/** Refuses route parameters (Next's decoded path segments) of which one holds a NUL. */
export function refuseNulInParams(params: unknown): void {
  if (typeof params !== "object" || params === null) return;
  for (const [name, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((part) => typeof part === "string" && part.includes(NUL)))
      throw refuse(`The path segment "${name.slice(0, 40)}"`);
  }
}

type JsonEntry = { value: unknown; key: string; parent: JsonEntry | null };

/**
 * Refuses a parsed JSON value with a NUL in any string, key or value, at any depth. It walks
 * with its own stack, so a body nested a million levels deep cannot overflow the call stack,
 * and builds the path of a string only to name the one it refuses.
 */
export function refuseNulInJson(value: unknown): void {
  const stack: JsonEntry[] = [{ value, key: "body", parent: null }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (typeof entry.value === "string") {
      if (entry.value.includes(NUL)) throw refuse(`The JSON ${pathOf(entry)}`);
    } else if (typeof entry.value === "object" && entry.value !== null) {
      for (const [key, child] of Object.entries(entry.value)) {
        if (key.includes(NUL)) throw refuse(`A key in the JSON ${pathOf(entry)}`);
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
}

/** `body.overrides.name`, cut to its last few keys when it is deep. */
function pathOf(entry: JsonEntry): string {
  const keys: string[] = [];
  for (let at: JsonEntry | null = entry; at !== null; at = at.parent)
    keys.push(at.key.slice(0, 40));
  keys.reverse();
  return keys.length > 6 ? `body. ... .${keys.slice(-5).join(".")}` : keys.join(".");
}

/** The path as its segments' text: `%00` is a NUL; a malformed escape is left as it is. */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname.replace(/%00/g, NUL);
  }
}
