import { MECHANISMS } from "./index";
import { CONSTANT_GROUP_IDS, type ConstantSection, type Mechanism } from "./types";

/** `A | B` -> `A & B`: the mechanisms' slices joined into one type. */
export type Joined<U> = (U extends unknown ? (slice: U) => void : never) extends (
  slice: infer I,
) => void
  ? I
  : never;

type Registered = (typeof MECHANISMS)[number];

/** Every mechanism's constants, one zod shape (config/replay-config.ts makes it the schema). */
export type RegisteredShape = Joined<Registered["constants"][number]["shape"]>;

/** Every mechanism's event kinds, one record (replay/event-kinds.ts). */
export type RegisteredEvents = Joined<Registered["events"]>;

/**
 * Joins one record per mechanism into one, refusing a key two of them claim (a constant or an
 * event kind belongs to exactly one mechanism). The type is the caller's: the join of the parts.
 */
export function joinSlices<T>(slices: readonly object[], what: string): T {
  const joined: Record<string, unknown> = {};
  for (const slice of slices)
    for (const [key, value] of Object.entries(slice)) {
      if (Object.hasOwn(joined, key)) throw new Error(`${what} ${key} is claimed twice`);
      joined[key] = value;
    }
  return joined as T;
}

/**
 * The mechanisms' constant sections in the constants panel's order: by group, then in the
 * order of `mechanisms` (the check's), then as each mechanism lists them.
 */
export function sectionsInPanelOrder(mechanisms: readonly Mechanism[]): ConstantSection[] {
  return CONSTANT_GROUP_IDS.flatMap((group) =>
    mechanisms.flatMap((m) => m.constants.filter((section) => section.group === group)),
  );
}

export const CONSTANT_SECTIONS = sectionsInPanelOrder(MECHANISMS);
