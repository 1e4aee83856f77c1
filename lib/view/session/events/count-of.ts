import { formatInteger } from "@/lib/view/format/format-number";

/** "1 call", "12 calls", "1,024 results": a count with its noun agreeing. */
export const countOf = (n: number, noun: string): string =>
  `${formatInteger(n)} ${noun}${n === 1 ? "" : "s"}`;
