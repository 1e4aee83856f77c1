import type { ConstantInput } from "./constant-input";

const SHOWN_LIST_ITEMS = 3;

function countEntries(count: number): string {
  return `${count} ${count === 1 ? "entry" : "entries"}`;
}

/** A value in words for the default line: "13,000", "on", "none", "Read, Bash, Grep +5". */
export function describeConstantValue(value: unknown, input: ConstantInput): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return value.toLocaleString("en-US", { maximumFractionDigits: 4 });
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    if (input.kind !== "list") return countEntries(value.length);
    const more = value.length - SHOWN_LIST_ITEMS;
    return `${value.slice(0, SHOWN_LIST_ITEMS).join(", ")}${more > 0 ? ` +${more}` : ""}`;
  }
  const entries = Object.keys(value).length;
  return entries === 0 ? "none" : countEntries(entries);
}
