import { replayConfigSchema, type ConstantName } from "@/lib/compaction/config/replay-config";
import { describeZodError, showValue } from "@/lib/describe-zod-issue";
import type { Overrides } from "@/lib/view/session/inspector-url";
import type { ConstantInput } from "./constant-input";

export type ParsedConstant = { ok: true; value: unknown } | { ok: false; reason: string };

/** What a field shows for a value: numbers plain (the input is a number field), lists by commas. */
export function formatConstantValue(value: unknown, input: ConstantInput): string {
  if (value === null || value === undefined) return "";
  if (input.kind === "list" && Array.isArray(value)) return value.join(", ");
  if (input.kind === "json") return JSON.stringify(value, null, 1);
  return String(value);
}

function readText(name: ConstantName, text: string, input: ConstantInput): ParsedConstant {
  const trimmed = text.trim();
  switch (input.kind) {
    case "number": {
      if (trimmed === "" || trimmed === "null") {
        return input.isNullable
          ? { ok: true, value: null }
          : { ok: false, reason: `${name} needs a number: it cannot be empty` };
      }
      // People paste "13,000" or "13_000" from the seeds and the SPEC.
      const number = Number(trimmed.replace(/[,_\s]/g, ""));
      return Number.isNaN(number)
        ? { ok: false, reason: `${name} must be a number (got ${showValue(trimmed)})` }
        : { ok: true, value: number };
    }
    case "boolean":
      return trimmed === "true" || trimmed === "false"
        ? { ok: true, value: trimmed === "true" }
        : { ok: false, reason: `${name} must be true or false (got ${showValue(trimmed)})` };
    case "enum":
      return { ok: true, value: trimmed };
    case "list":
      return {
        ok: true,
        value: trimmed
          .split(/[,\n]/)
          .map((part) => part.trim())
          .filter(Boolean),
      };
    case "json":
      try {
        return { ok: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return { ok: false, reason: `${name} must be written as JSON (got ${showValue(trimmed)})` };
      }
  }
}

/**
 * The typed override for what the user typed, checked by the constant's own schema, so the
 * panel never sends what the server would refuse; the reason is a sentence naming the bound.
 *
 * @example
 * parseConstantInput("charsPerToken", "0.1", input)
 * // { ok: false, reason: "charsPerToken must be at least 0.5: text runs 1 to 6 characters a token (got 0.1)" }
 */
export function parseConstantInput(
  name: ConstantName,
  text: string,
  input: ConstantInput,
): ParsedConstant {
  const read = readText(name, text, input);
  if (!read.ok) return read;
  const parsed = replayConfigSchema.shape[name].safeParse(read.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: describeZodError(parsed.error, { name, input: read.value }) };
}

/** Overrides with `name` set to `value` (a new object: the URL state is never mutated). */
export function setOverride(overrides: Overrides, name: ConstantName, value: unknown): Overrides {
  return { ...overrides, [name]: value };
}

/** Overrides without `name`: the constant goes back to the profile's value. */
export function removeOverride(overrides: Overrides, name: ConstantName): Overrides {
  const next = { ...overrides };
  delete next[name];
  return next;
}

const ERROR_CONSTANT = /\boverrides\.([A-Za-z]+)\b/;

function isConstantName(name: string): name is ConstantName {
  return Object.hasOwn(replayConfigSchema.shape, name);
}

/** The constant a server error names (`overrides.charsPerToken: at least 0.5: ...`), if any. */
export function constantOfError(error: string | null): ConstantName | null {
  const name = error?.match(ERROR_CONSTANT)?.[1];
  return name !== undefined && isConstantName(name) ? name : null;
}
