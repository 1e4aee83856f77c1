/**
 * The field readers both fast paths share (record-fast-path.ts for Claude Code's records,
 * codex/codex-fast-path.ts for Codex's lines). Each answers what the lenient zod schemas
 * answer for a field of the expected type (or absent), and marks the record unusual for any
 * other: the caller then returns `undefined` and asks zod, which repairs it its own way.
 * `startRecord()` before a record's fields, `finishRecord(read)` after them.
 */

/** Set by the readers below when the record needs zod after all; reset per record. */
let isUnusual = false;

export function startRecord(): void {
  isUnusual = false;
}

/** The record as read, or `undefined` when a field needs zod. */
export function finishRecord<T>(read: T): T | undefined {
  return isUnusual ? undefined : read;
}

/** Marks the record unusual (a field the caller checked itself). */
export function markUnusual(): void {
  isUnusual = true;
}

export function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value !== undefined && value !== null) isUnusual = true;
  return null;
}

export function count(value: unknown): number {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  if (value !== undefined) isUnusual = true;
  return 0;
}

export function flag(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (value !== undefined) isUnusual = true;
  return false;
}

export function list(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value !== undefined && value !== null) isUnusual = true;
  return null;
}

/**
 * A plain object, null for null or absent; anything else (arrays included) is unusual, and so
 * is an own "__proto__" key (JSON.parse makes one): zod's copy of the object treats it its way.
 */
export function object(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "object" && !Array.isArray(value) && !Object.hasOwn(value, "__proto__"))
    return value as Record<string, unknown>;
  isUnusual = true;
  return null;
}
