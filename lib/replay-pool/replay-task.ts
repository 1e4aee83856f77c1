import type { z } from "zod";
import type { ParsedReplayRequest } from "../compaction/config/replay-request-schema";
import type { SessionSweep } from "../sweeps/replay-settings";

/**
 * What the API's thread sends a replay worker. `modelKey` names the stored model (transcript
 * id and model version); `blob` (its gzip-compressed stored form) is sent only after a worker
 * answered "need-model", so a model a worker already holds is neither read nor copied again.
 */
export type ReplayTask = {
  modelKey: string;
  request: ParsedReplayRequest;
  blob?: Uint8Array;
  /** Also serialise SPEC's full form (the inspector's wire form is always made). */
  withFull?: boolean;
};

/**
 * A worker's answer: the result serialised in the inspector's wire form
 * (`lib/contracts/inspector-replay.ts`, complete) with its gzip (what the store keeps and the route
 * sends a client that accepts gzip) and, when asked, in SPEC's full form, so the API's thread
 * neither stringifies, projects nor compresses it; or "need-model" when the worker does not hold that
 * model and no blob came with the task; or "invalid" with the issues of a request the model
 * makes invalid (constants that leave no threshold on its window): a ZodError loses its class
 * crossing threads, so its issues cross instead.
 */
export type ReplayTaskResult =
  | { kind: "need-model" }
  | { kind: "invalid"; issues: z.core.$ZodIssue[] }
  | {
      kind: "done";
      inspectorJson: Uint8Array;
      /** inspectorJson gzip-compressed (fast level): what the store keeps and the route sends. */
      inspectorGzip: Uint8Array;
      json: Uint8Array | null;
    };

/**
 * A sweep's batch entry point: one session under every setting of a sweep in one task, so the
 * model is read from the database and decoded once per sweep, not once per setting, and only
 * the figures cross back (not 24 full ReplayResults). `base` measures the recorded reality.
 */
export type SweepTask = {
  kind: "sweep";
  modelKey: string;
  base: ParsedReplayRequest;
  requests: ParsedReplayRequest[];
  blob?: Uint8Array;
  /**
   * A shared Int32Array(1) the caller sets to 1 to stop between settings (a cancelled sweep):
   * a SharedArrayBuffer is the one thing a running worker task can see change.
   */
  stop?: SharedArrayBuffer;
};

/**
 * A stored inspector form (gzip-compressed, as the store keeps it) to turn into SPEC's full
 * form: parsing, checking and serialising a 2,500-call result is tens of milliseconds of work
 * that must not sit on the API's thread while others wait for the sessions list.
 */
export type ToFullTask = { kind: "to-full"; gzip: Uint8Array };

export type ToFullTaskResult = { kind: "full"; json: Uint8Array };

export type SweepTaskResult = { kind: "need-model" } | { kind: "swept"; sweep: SessionSweep };
