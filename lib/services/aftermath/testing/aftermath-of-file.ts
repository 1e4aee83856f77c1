import { readFileSync } from "node:fs";
import { loadModelFromFile } from "../../../transcript/testing/load-model-from-file";
import type { TranscriptModel } from "../../../transcript/model";
import { aftermathLines, readAftermathTexts } from "../../../compaction/aftermath/aftermath-texts";
import type { Aftermath } from "../../../compaction/aftermath/aftermath-types";
import { measureAftermath } from "../../../compaction/aftermath/measure-aftermath";
import { aftermathReference } from "../../../compaction/aftermath/reference-set";
import type { ReferenceSet } from "../../../compaction/aftermath/reference-types";

/**
 * A transcript file's aftermath and reference sets, its texts read from the file the way the
 * service reads them from the stored bytes (only the lines `aftermathLines` names). Tests and
 * scripts.
 */
export async function aftermathOfFile(
  path: string,
): Promise<{ model: TranscriptModel; aftermath: Aftermath[]; reference: ReferenceSet[] }> {
  const model = await loadModelFromFile(path);
  const wanted = new Set(aftermathLines(model));
  const lines = readFileSync(path, "utf8").split("\n");
  const raw = lines.flatMap((text, i) => (wanted.has(i + 1) ? [{ line: i + 1, text }] : []));
  const texts = readAftermathTexts(raw);
  return {
    model,
    aftermath: measureAftermath(model, texts),
    reference: aftermathReference(model, texts),
  };
}
