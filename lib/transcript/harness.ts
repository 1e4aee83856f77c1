/**
 * The coding agents whose session files the parser reads. Each writes its own format; every
 * harness's parser produces the same `TranscriptModel`, tagged with the harness it came from,
 * so the engine can pick that harness's policy and the screens can say where a session ran.
 */
export const HARNESS_IDS = ["claude-code", "codex", "gemini-cli", "opencode"] as const;
export type HarnessId = (typeof HARNESS_IDS)[number];

/** What a model stored before harnesses were told apart was: every such file is Claude Code's. */
export const DEFAULT_HARNESS: HarnessId = "claude-code";

export const HARNESS_NAMES: Record<HarnessId, string> = {
  "claude-code": "Claude Code",
  codex: "Codex CLI",
  "gemini-cli": "Gemini CLI",
  opencode: "OpenCode",
};
