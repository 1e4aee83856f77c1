import { aftermathLines, readAftermathTexts } from "../../compaction/aftermath/aftermath-texts";
import type { Aftermath } from "../../compaction/aftermath/aftermath-types";
import { measureAftermath } from "../../compaction/aftermath/measure-aftermath";
import type { TranscriptModel } from "../../transcript/model";
import type { TranscriptsService } from "../transcripts/transcripts-service";

export type AftermathDeps = {
  transcripts: () => Pick<TranscriptsService, "getTranscriptModel" | "readLines">;
};

/**
 * The aftermath of a stored transcript's recorded compactions, computed on first request and
 * kept as long as its model is (a model replaced by a new upload or an append is a new object,
 * so it is measured again). Only the lines holding typed messages, failed results and shell
 * commands are read back from the raw bytes.
 */
export function createAftermathService({ transcripts }: AftermathDeps) {
  const measured = new WeakMap<TranscriptModel, Promise<Aftermath[]>>();

  async function measure(id: string, model: TranscriptModel): Promise<Aftermath[]> {
    const lines = aftermathLines(model);
    const first = lines[0];
    const last = lines[lines.length - 1];
    if (model.compactions.length === 0 || first === undefined || last === undefined)
      return measureAftermath(model, readAftermathTexts([]));
    const wanted = new Set(lines);
    const raw: { line: number; text: string }[] = [];
    for await (const row of transcripts().readLines(id, first, last))
      if (wanted.has(row.line)) raw.push(row);
    return measureAftermath(model, readAftermathTexts(raw));
  }

  return {
    /** Null when the transcript is not stored (in this workspace). */
    async getAftermath(id: string): Promise<Aftermath[] | null> {
      const model = await transcripts().getTranscriptModel(id);
      if (model === null) return null;
      let pending = measured.get(model);
      if (pending === undefined) {
        pending = measure(id, model);
        measured.set(model, pending);
        pending.catch(() => measured.delete(model));
      }
      return pending;
    },
  };
}

export type AftermathService = ReturnType<typeof createAftermathService>;
