import { fromInspectorReplayWire, inspectorReplayWireSchema } from "../contracts/inspector-replay";

/**
 * SPEC's full form from a wire form (stored, or computed for the inspector by an identical
 * request in flight). A stored row of another shape is our fault (500), not the client's.
 * Runs in a replay worker: a 2,500-call result takes tens of milliseconds to parse, check and
 * serialise, which on the API's thread delayed every request behind it.
 */
export function wireToFull(wire: Uint8Array): Uint8Array {
  const raw: unknown = JSON.parse(Buffer.from(wire).toString("utf8"));
  const parsed = inspectorReplayWireSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`A stored replay result is malformed: ${parsed.error.message}`);
  // The raw object, checked above, not zod's output: it keeps the keys in the result's order.
  return Buffer.from(JSON.stringify(fromInspectorReplayWire(raw as never)), "utf8");
}
