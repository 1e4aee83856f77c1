import { randomBytes } from "node:crypto";

const BASE = 36;
const COUNTER_SPAN = BASE ** 4;
let counter = 0;

/**
 * A row id shaped like the `cuid()` Prisma gives the rows it creates (25 characters: "c", the
 * time and a counter in base 36, then 12 random ones), for rows written without Prisma's
 * client. Its uniqueness is the random part's (about 62 bits) and the counter's.
 *
 * @example newRowId() // "cmwzj73qo0000k2x9f0q1b7ze"
 */
export function newRowId(): string {
  const time = Date.now().toString(BASE).padStart(8, "0");
  const count = (counter++ % COUNTER_SPAN).toString(BASE).padStart(4, "0");
  let random = "";
  for (const byte of randomBytes(12)) random += (byte % BASE).toString(BASE);
  return `c${time}${count}${random}`;
}
