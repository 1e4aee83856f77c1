import {
  aftermathLines,
  readAftermathTexts,
  type AftermathTexts,
} from "../../compaction/aftermath/aftermath-texts";
import type { Aftermath } from "../../compaction/aftermath/aftermath-types";
import { measureAftermath } from "../../compaction/aftermath/measure-aftermath";
import { aftermathReference } from "../../compaction/aftermath/reference-set";
import type { ReferenceSet } from "../../compaction/aftermath/reference-types";
import type { TranscriptModel } from "../../transcript/model";
import type { TranscriptsService } from "../transcripts/transcripts-service";

export type AftermathDeps = {
  transcripts: () => Pick<TranscriptsService, "getTranscriptModel" | "readLines">;
};

type Measured = { aftermath: Aftermath[]; reference: ReferenceSet[] };

/**
 * The aftermath of a stored transcript's recorded compactions and the reference sets summaries
 * are scored on, computed on first request and kept as long as its model is (a model replaced
 * by a new upload or an append is a new object, so it is measured again). Only the lines
 * holding typed messages, failed results and shell commands are read back from the raw bytes,
 * once for both.
 */
export function createAftermathService({ transcripts }: AftermathDeps) {
  const measured = new WeakMap<TranscriptModel, Promise<Measured>>();

  async function readTexts(id: string, model: TranscriptModel): Promise<AftermathTexts> {
    const lines = aftermathLines(model);
    const first = lines[0];
    const last = lines[lines.length - 1];
    if (model.compactions.length === 0 || first === undefined || last === undefined)
      return readAftermathTexts([]);
    const wanted = new Set(lines);
    const raw: { line: number; text: string }[] = [];
    for await (const row of transcripts().readLines(id, first, last))
      if (wanted.has(row.line)) raw.push(row);
    return readAftermathTexts(raw);
  }

  async function measure(id: string, model: TranscriptModel): Promise<Measured> {
    const texts = await readTexts(id, model);
    return {
      aftermath: measureAftermath(model, texts),
      reference: aftermathReference(model, texts),
    };
  }

  /** Null when the transcript is not stored (in this workspace). */
  async function measuredOf(id: string): Promise<Measured | null> {
    const model = await transcripts().getTranscriptModel(id);
    if (model === null) return null;
    let pending = measured.get(model);
    if (pending === undefined) {
      pending = measure(id, model);
      measured.set(model, pending);
      pending.catch(() => measured.delete(model));
    }
    return pending;
  }

  return {
    /** Null when the transcript is not stored (in this workspace). */
    async getAftermath(id: string): Promise<Aftermath[] | null> {
      return (await measuredOf(id))?.aftermath ?? null;
    },
    /** Each recorded main-thread compaction's reference set; null for an unknown transcript. */
    async getReference(id: string): Promise<ReferenceSet[] | null> {
      return (await measuredOf(id))?.reference ?? null;
    },
  };
}

export type AftermathService = ReturnType<typeof createAftermathService>;
