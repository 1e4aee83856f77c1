import {
  buildModel,
  makeAssistant,
  makeSystem,
  makeUser,
  text,
  toolResult,
  toolUse,
} from "../../../transcript/testing/make-records";
import type { TranscriptModel } from "../../../transcript/model";
import { aftermathLines, readAftermathTexts, type AftermathTexts } from "../aftermath-texts";

export type ToolSpec = {
  name: string;
  path?: string;
  command?: string;
  /** The result's text (its length is what the engine estimates from). */
  result?: string;
  error?: boolean;
};

/** One step of a generated session: a typed message, a call with its tools, or a compaction. */
export type Step =
  | { user: string }
  | { tools: ToolSpec[]; context: number; sidechain?: boolean; model?: string }
  | { compact: "auto" | "manual"; restored?: string[] };

/**
 * A transcript written record by record from steps, parsed as the app parses one, with the
 * texts the aftermath reads taken from its lines the way the service takes them.
 *
 * @example
 * const { model, texts } = aftermathSession([{ user: "fix a.ts" }, { tools: [{ name: "Read", path: "/p/a.ts" }], context: 20_000 }]);
 */
export function aftermathSession(steps: readonly Step[]): {
  model: TranscriptModel;
  texts: AftermathTexts;
  /** The transcript's lines, as an upload would send them. */
  raw: string[];
} {
  const records: Record<string, unknown>[] = [];
  let calls = 0;
  let tools = 0;
  for (const step of steps) {
    if ("user" in step) records.push(makeUser(step.user));
    else if ("compact" in step) {
      const uuid = `boundary-${records.length}`;
      records.push(
        makeSystem("compact_boundary", {
          uuid,
          compactMetadata: { trigger: step.compact, preTokens: 150_000 },
        }),
      );
      records.push(
        makeUser("This session is being continued", { isCompactSummary: true, parentUuid: uuid }),
      );
      for (const filename of step.restored ?? [])
        records.push({
          type: "attachment",
          uuid: `restored-${records.length}`,
          parentUuid: uuid,
          isSidechain: false,
          attachment: { type: "file", filename, content: "x".repeat(400) },
        });
    } else {
      const id = `msg-${++calls}`;
      const side = step.sidechain ? { isSidechain: true, agentId: "helper" } : {};
      const usage = { cache_read_input_tokens: step.context - 100, output_tokens: 100 };
      const withModel = (record: Record<string, unknown>) => {
        if (step.model !== undefined)
          (record.message as Record<string, unknown>).model = step.model;
        return record;
      };
      const results: Record<string, unknown>[] = [];
      if (step.tools.length === 0)
        records.push(withModel(makeAssistant(id, text("thinking aloud"), usage, side)));
      for (const spec of step.tools) {
        const useId = `tool-${++tools}`;
        const input = { file_path: spec.path, command: spec.command };
        records.push(withModel(makeAssistant(id, toolUse(useId, spec.name, input), usage, side)));
        results.push(makeUser([toolResult(useId, spec.result ?? "ok", spec.error ?? false)], side));
      }
      records.push(...results);
    }
  }
  const raw = records.map((record) => JSON.stringify(record));
  const model = buildModel(raw);
  const wanted = new Set(aftermathLines(model));
  const texts = readAftermathTexts(
    raw.map((line, i) => ({ line: i + 1, text: line })),
    (line) => wanted.has(line),
  );
  return { model, texts, raw };
}
