/** At most four variants stand side by side (the comparison takes two to four). */
export const MAX_COMPARED = 4;
export const MIN_COMPARED = 2;

/**
 * The picked variant ids from the page's `?compare=recorded,<id>` (so a link reproduces the
 * comparison): trimmed, deduplicated, in the order picked, at most MAX_COMPARED. Ids the
 * point does not have are dropped when `known` is given.
 *
 * @example
 * parseCompareParam("recorded,v2,recorded") // ["recorded", "v2"]
 */
export function parseCompareParam(value: string | null, known?: readonly string[]): string[] {
  if (value === null) return [];
  const ids: string[] = [];
  for (const raw of value.split(",")) {
    const id = raw.trim();
    if (id === "" || ids.includes(id)) continue;
    if (known !== undefined && !known.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

/** The ids as the query value; null (the parameter left out) when none is picked. */
export function formatCompareParam(ids: readonly string[]): string | null {
  return ids.length === 0 ? null : ids.join(",");
}

/**
 * Picks or unpicks one variant: unpicking keeps the others' order, picking appends it, and a
 * fifth pick is refused (the ids come back unchanged) so the checkbox says why instead.
 */
export function toggleCompared(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  if (ids.length >= MAX_COMPARED) return [...ids];
  return [...ids, id];
}
