import { CONSTANT_GROUPS, type ConstantGroup } from "./constant-groups";
import type { ConstantRow } from "./constant-rows";

/**
 * Rows whose name, label, meaning or source hold every word of `query` (any case); all rows
 * for an empty query.
 */
export function filterConstantRows(rows: readonly ConstantRow[], query: string): ConstantRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = `${row.name} ${row.label} ${row.meaning} ${row.source.text}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export type ConstantGroupRows = { group: ConstantGroup; rows: ConstantRow[]; overridden: number };

/** Rows by group in the groups' order; groups left empty by a filter are left out. */
export function groupConstantRows(rows: readonly ConstantRow[]): ConstantGroupRows[] {
  return CONSTANT_GROUPS.map((group) => {
    const inGroup = rows.filter((row) => row.group === group.id);
    return { group, rows: inGroup, overridden: inGroup.filter((row) => row.isOverridden).length };
  }).filter((entry) => entry.rows.length > 0);
}
