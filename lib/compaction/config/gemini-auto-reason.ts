import type { TranscriptModel } from "../../transcript/model";
import { METADATA_WITHOUT_KIND } from "../../transcript/gemini/create-gemini-reader";

/**
 * Why `auto` replays a Gemini CLI session under the newest rule, from what the file shows. Its
 * files record no client version; their shape dates them only so far: a metadata line with
 * `kind` (JSONL, 0.39.0 on, or a 0.36 to 0.38 document) was written under the 0.5 rule, one
 * without was written by 0.8.2 to 0.35, whose rule was 0.7 (to 0.10.0), 0.2 (0.11.3 to 0.16.0)
 * or 0.5 (0.17.0 on): nothing in such a document tells which, so the newest is assumed and the
 * reason names the older profiles to try.
 *
 * @example
 * geminiAutoReason(modelOfAnOldDocument) // "a session document without kind: ..."
 */
export function geminiAutoReason(model: TranscriptModel): string {
  if ((model.recordTypes[METADATA_WITHOUT_KIND] ?? 0) === 0)
    return "Gemini CLI from 0.17.0 on (the file's metadata has kind, written since 0.36): half the token limit, the newest 30% kept";
  return (
    "a Gemini CLI session document without kind, written by 0.8.2 to 0.35: its rule was 70% of the token limit " +
    "until 0.10.0 (gemini-0.10), 20% from 0.11.3 (gemini-0.16) or half from 0.17.0 (gemini); " +
    "the file records no version, so the newest is assumed"
  );
}
