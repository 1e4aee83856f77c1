/**
 * Deterministic generator of realistic Claude Code transcripts (demo data, e2e seeds,
 * benchmarks). Pure TypeScript: no file system, no database.
 */
export {
  generateTranscript,
  generateTranscriptLines,
  generatorOptionsSchema,
  type GeneratedFacts,
  type GeneratorOptions,
} from "./generate-transcript";
export { generateDemoSessions, type DemoSession } from "./demo-sessions";
export { subagentFiles, type SubagentFile } from "./subagent-files";
export { generateCodexRollout, type CodexRolloutFacts } from "./codex/generate-codex-rollout";
export { codexRolloutOptionsSchema, type CodexRolloutOptions } from "./codex/codex-options";
export { generateCodexDemoSessions, type CodexDemoSession } from "./codex/codex-demo-sessions";
export { generateGeminiSession, type GeminiSessionFacts } from "./gemini/generate-gemini-session";
export { generateGeminiDemoSessions, type GeminiDemoSession } from "./gemini/gemini-demo-sessions";
export {
  generateOpenCodeSession,
  type OpenCodeSessionFacts,
} from "./opencode/generate-opencode-session";
export {
  generateOpenCodeDemoSessions,
  type OpenCodeDemoSession,
} from "./opencode/opencode-demo-sessions";
