import type { UsageShape } from "../llm/testing/fake-answer";

/**
 * The settings each version is measured under: a model (its window) and the environment
 * overrides the version may know (CLAUDE_CODE_MAX_OUTPUT_TOKENS,
 * CLAUDE_AUTOCOMPACT_PCT_OVERRIDE, DISABLE_AUTO_COMPACT, CLAUDE_CODE_AUTO_COMPACT_WINDOW; the
 * window variable rides along so versions from 2.1.153 compact a model they do not know). From 2.1.153 a model whose window Claude Code does not know
 * is never compacted proactively unless CLAUDE_CODE_AUTO_COMPACT_WINDOW is set;
 * older versions ignore that variable.
 */
export type Setting = {
  id: string;
  model: string;
  window: number;
  env: Record<string, string>;
  /** How the fake reports usage (default as the API does): a proxy's shape for other vendors' models. */
  usage?: UsageShape;
  /** Measured only when named (`--settings`): a setting a few versions are asked about. */
  namedOnly?: true;
};

const SONNET = "claude-sonnet-4-5-20250929";

export const SETTINGS: Setting[] = [
  { id: "200k", model: SONNET, window: 200_000, env: {} },
  {
    id: "200k+window-env",
    model: SONNET,
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000" },
  },
  {
    id: "200k+pct-80",
    model: SONNET,
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000", CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80" },
  },
  {
    id: "200k+max-output-10k",
    model: SONNET,
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000", CLAUDE_CODE_MAX_OUTPUT_TOKENS: "10000" },
  },
  {
    id: "200k+no-auto-compact",
    model: SONNET,
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000", DISABLE_AUTO_COMPACT: "1" },
  },
  { id: "1m", model: `${SONNET}[1m]`, window: 1_000_000, env: {} },
  {
    id: "1m+window-env",
    model: `${SONNET}[1m]`,
    window: 1_000_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "1000000" },
  },
  {
    // A model with its own output limit (64,000) and adaptive thinking, which the
    // summarization fork inherits from 2.1.86 (model-windows.ts).
    id: "opus-4-6+window-env",
    model: "claude-opus-4-6",
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000" },
  },
  {
    // The one model remote experiments give a window (tengu_amber_redwood2, from 2.1.158); it
    // compacts under no window variable, so what moves its threshold is the experiment alone.
    id: "opus-4-8",
    model: "claude-opus-4-8",
    window: 1_000_000,
    env: {},
  },
  { id: "opus-4-8[1m]", model: "claude-opus-4-8[1m]", window: 1_000_000, env: {} },
  {
    // A model that is not Claude, as sessions through a proxy name it: the client knows no
    // window, output limit or tokenizer for it. The window variable rides along for 2.1.153+.
    id: "glm-4.7",
    model: "glm-4.7",
    window: 200_000,
    env: {},
  },
  {
    id: "glm-4.7+window-env",
    model: "glm-4.7",
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000" },
  },
  {
    // A proxy that streams an OpenAI-style answer knows the usage only at its end: zeros in
    // message_start, the whole usage in message_delta, no cache fields.
    id: "glm-4.7+delta-usage",
    model: "glm-4.7",
    window: 200_000,
    env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000" },
    usage: "delta",
  },
  {
    // A remote session, as Claude Code on the web runs the client: from 2.1.153 it compacts a
    // model whose window the client does not know, which the same client elsewhere never does.
    id: "200k+remote",
    model: SONNET,
    window: 200_000,
    env: { CLAUDE_CODE_REMOTE: "1" },
    namedOnly: true,
  },
];

/** What a run measures when no setting is named. */
export const DEFAULT_SETTINGS = SETTINGS.filter((s) => !s.namedOnly).map((s) => s.id);

/** Scenarios 2 and 3 (microcompact, manual /compact, prompt too long) run once per version, under this setting. */
export const SCENARIO_SETTING = "200k+window-env";

/** `--quick`: one setting every version compacts under. */
export const QUICK_SETTINGS = ["200k+window-env"];

export function pickSettings(
  ids: readonly string[],
): { ok: true; value: Setting[] } | { ok: false; reason: string } {
  const unknown = ids.filter((id) => !SETTINGS.some((s) => s.id === id));
  if (unknown.length > 0)
    return {
      ok: false,
      reason: `Unknown setting ${unknown.join(", ")}: use ${SETTINGS.map((s) => s.id).join(", ")}.`,
    };
  return { ok: true, value: SETTINGS.filter((s) => ids.includes(s.id)) };
}
