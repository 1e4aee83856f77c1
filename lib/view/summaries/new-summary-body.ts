import type { InspectorState } from "../session/inspector-url";
import { baselineModelId, type Baseline } from "@/lib/contracts/summary-baseline";

export type NewSummaryForm = {
  provider: "offline" | "anthropic" | "baseline";
  /** Anthropic's model id; ignored for the others. */
  model: string;
  /** The baseline the "baseline" provider writes; ignored for the others. */
  baseline: Baseline;
  /** "" for Claude Code's default template as the server resolves it. */
  templateId: string;
  customInstructions: string;
};

export type NewSummaryBody = {
  provider: "offline" | "anthropic" | "baseline";
  model?: string;
  templateId?: string;
  customInstructions?: string;
  profile?: InspectorState["profile"];
  overrides?: InspectorState["overrides"];
};

/**
 * The body of `POST .../summaries` from the form: blanks left out (the server's defaults
 * apply), the model only for Anthropic, and the page's profile and overrides only for a
 * replayed point, whose messages depend on the replay (a recorded point's do not). A baseline
 * is named by its model id and takes no template or instructions: it sends no prompt.
 *
 * @example
 * toNewSummaryBody({ provider: "offline", model: "", baseline, templateId: "", customInstructions: " " }, "recorded-u1", state)
 * // { provider: "offline" }
 */
export function toNewSummaryBody(
  form: NewSummaryForm,
  point: string,
  state: Pick<InspectorState, "profile" | "overrides">,
): NewSummaryBody {
  const body: NewSummaryBody = { provider: form.provider };
  if (form.provider === "baseline") body.model = baselineModelId(form.baseline);
  else {
    if (form.provider === "anthropic" && form.model !== "") body.model = form.model;
    if (form.templateId !== "") body.templateId = form.templateId;
    const instructions = form.customInstructions.trim();
    if (instructions !== "") body.customInstructions = instructions;
  }
  if (point.startsWith("replayed-")) {
    if (state.profile !== "auto") body.profile = state.profile;
    if (Object.keys(state.overrides).length > 0) body.overrides = state.overrides;
  }
  return body;
}
