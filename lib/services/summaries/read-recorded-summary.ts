import type { PrismaClient } from "../../db/generated/client";
import { readRawLines } from "../../db/raw-lines";
import type { TranscriptModel } from "../../transcript/model";
import { parseCompactionPoint } from "../../contracts/compaction-point-id";
import { recordedSummaryLine } from "../../contracts/summary-source";
import { toSummaryText } from "../../contracts/summary-text";

/** The recorded compaction a point names: by uuid, or the main thread's one at a replayed call. */
function recordedUuid(model: TranscriptModel, point: string): string | null {
  const id = parseCompactionPoint(point);
  if (id === null) return null;
  if (id.origin === "recorded") return id.uuid;
  const aligned = model.compactions.find(
    (c) => c.source === model.mainSource && c.atCall === id.atCall,
  );
  return aligned?.uuid ?? null;
}

/**
 * The summary the file recorded at a point (a replayed point aligned with a recorded
 * compaction shares it), read back from its one raw line; null when there is none.
 */
export async function readRecordedSummary(
  db: PrismaClient,
  model: TranscriptModel | null,
  transcriptId: string,
  point: string,
): Promise<string | null> {
  if (model === null) return null;
  const uuid = recordedUuid(model, point);
  const line = uuid === null ? null : recordedSummaryLine(model, uuid);
  if (line === null) return null;
  for await (const raw of readRawLines(db, transcriptId, line, line)) {
    if (raw.line !== line) continue;
    const text = toSummaryText(raw.text);
    return text.ok ? text.text : null;
  }
  return null;
}
