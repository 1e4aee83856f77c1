import type { SharedCollected } from "./finish-model";
import type { HarnessId } from "./harness";
import type { Entry, TranscriptModel } from "./model";
import { createCodexReader } from "./codex/create-codex-reader";
import { finishCodexModel } from "./codex/finish-codex-model";
import { createGeminiReader } from "./gemini/create-gemini-reader";
import { finishGeminiModel } from "./gemini/finish-gemini-model";
import { createOpenCodeReader } from "./opencode/create-opencode-reader";
import { finishOpenCodeModel } from "./opencode/finish-opencode-model";

/** A harness's own reader: one JSON object at a time, then the model. */
export type HarnessReader = {
  /** Reads one JSON object of the file; answers the type it is counted under. */
  read(value: Record<string, unknown>, line: number, bytes: number): string;
  /** The model of what was read; `copy` when reading goes on. */
  finish(shared: SharedCollected, copy: boolean): TranscriptModel;
};

/**
 * The readers of harnesses other than Claude Code (whose records the builder reads itself),
 * by harness: each gets `place`, which puts a finished entry in the model and answers its index.
 */
export const HARNESS_READERS: Partial<
  Record<HarnessId, (place: (entry: Entry) => number) => HarnessReader>
> = {
  codex: (place) => {
    const reader = createCodexReader(place);
    return { read: reader.read, finish: (shared, copy) => finishCodexModel(shared, reader, copy) };
  },
  "gemini-cli": (place) => {
    const reader = createGeminiReader(place);
    return { read: reader.read, finish: (shared, copy) => finishGeminiModel(shared, reader, copy) };
  },
  opencode: (place) => {
    const reader = createOpenCodeReader(place);
    return {
      read: reader.read,
      finish: (shared, copy) => finishOpenCodeModel(shared, reader, copy),
    };
  },
};
