import type { z } from "zod";
import type { ReplayRequest } from "../compaction/replay-request-schema";

/**
 * What the API's thread sends a replay worker. `modelKey` names the stored model (transcript
 * id and model version); `blob` (its gzip-compressed stored form) is sent only after a worker
 * answered "need-model", so a model a worker already holds is neither read nor copied again.
 */
export type ReplayTask = {
  modelKey: string;
  request: ReplayRequest;
  blob?: Uint8Array;
};

/**
 * A worker's answer: the result serialised (JSON and its gzip, for the response and the store,
 * and the inspector's lighter projection, `lib/api/inspector-replay.ts`),
 * so the API's thread neither stringifies nor compresses it; or "need-model" when the worker
 * does not hold that model and no blob came with the task; or "invalid" with the issues of a
 * request the model makes invalid (constants that leave no threshold on its window): a ZodError
 * loses its class crossing threads, so its issues cross instead.
 */
export type ReplayTaskResult =
  | { kind: "need-model" }
  | { kind: "invalid"; issues: z.core.$ZodIssue[] }
  | { kind: "done"; json: Uint8Array; gzip: Uint8Array; inspectorJson: Uint8Array };
