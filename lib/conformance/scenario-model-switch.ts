import { checkEngine } from "./check-engine";
import { startClaudeSession } from "./drive-claude";
import type { Disagreement } from "./matrix-schema";
import { startProbeApi } from "./probe-api";
import type { SessionInput } from "./run-two-turns";

/**
 * A `/model` switch mid-session: a warm-up round on `input.model`, the Agent SDK's `set_model`
 * control request to `switchTo` (stream-json input; a `/model` line answers "isn't available
 * in this environment" in print mode), a turn whose main call reports `context`, then a turn
 * whose check decides. The transcript shows what the client records of the switch, the
 * summarization request (or none) which window the check used, and the engine replays it.
 */

export type ModelSwitchProbe = {
  from: string;
  to: string;
  context: number;
  compacted: boolean;
  /** The command's output as the transcript records it ("Set model to …"), or null. */
  recorded: string | null;
  /** The models the transcript's calls name (the API's id: the same across `[1m]`). */
  callModels: string[];
  disagreements: Disagreement[];
  failure: string | null;
};

const SET_MODEL_OUTPUT = /<local-command-stdout>(Set model to [^<]*)<\/local-command-stdout>/;
const CALL_MODEL = /"model":"([^"]+)"/g;

export async function probeModelSwitch(
  input: SessionInput,
  switchTo: string,
  context: number,
): Promise<ModelSwitchProbe> {
  const api = await startProbeApi(input.model, input.usage);
  try {
    const session = await startClaudeSession({ ...input, baseUrl: api.url });
    const steps = [
      () => session.send("Conformance warm-up turn."),
      () => session.control({ subtype: "set_model", model: switchTo }),
      () => (api.setMainAnswer({ context }), session.send("Conformance probe: first turn.")),
      () => (
        api.setMainAnswer({ context: 2_000 }),
        session.send("Conformance probe: second turn.")
      ),
    ];
    let failure: string | null = null;
    let before = 0;
    for (const [index, step] of steps.entries()) {
      if (index === steps.length - 1) before = api.classified().length;
      const outcome = await step();
      if (!outcome.ok) {
        failure = outcome.reason;
        break;
      }
    }
    const end = await session.close();
    const text = end.transcripts.map((t) => t.text).join("");
    const compacted = api
      .classified()
      .slice(before)
      .some((c) => c.kind === "summary");
    return {
      from: input.model,
      to: switchTo,
      context,
      compacted,
      recorded: SET_MODEL_OUTPUT.exec(text)?.[1] ?? null,
      callModels: [...new Set([...text.matchAll(CALL_MODEL)].map((m) => m[1] ?? ""))],
      disagreements: failure || !text ? [] : checkEngine(text, input.env).disagreements,
      failure,
    };
  } finally {
    await api.close();
  }
}
