/**
 * Word lists the synthesizers draw from. Written for this project (never copied from real
 * transcripts) so demo data looks like a coding session without leaking anyone's work.
 */
function words(text: string): readonly string[] {
  return text.split(" ");
}

export const NOUNS: readonly string[] = words(
  "user session token cache order invoice message transcript record payload config request " +
    "response schema batch queue worker job event metric account tenant report upload chunk " +
    "index cursor snapshot migration profile permission webhook route handler parser summary " +
    "window budget threshold retry timeout layout chart table filter export import device " +
    "channel shift roster ledger price",
);

export const VERBS: readonly string[] = words(
  "get load parse build create update delete validate fetch resolve compute render flush " +
    "encode decode merge split sync apply collect normalize format schedule dispatch register " +
    "refresh compact replay",
);

export const ADJECTIVES: readonly string[] = words(
  "pending active stale cached raw parsed current next previous default max min total " +
    "visible selected remote local dirty",
);

export const TYPES_TS = [
  "string",
  "number",
  "boolean",
  "Date",
  "Uint8Array",
  "Record<string, unknown>",
  "User",
  "Session",
  "Transcript",
  "ReplayResult",
  "Usage",
  "Entry",
  "Config",
  "Metrics",
] as const;

export const FIRST_NAMES: readonly string[] = words(
  "alex sam jordan priya mei lucas nina omar elena kenji maya tom ines viktor dana rafael " +
    "yuki ola",
);

export const REPO_NAMES: readonly string[] = words(
  "billing-service atlas-dashboard ledger-api nimbus-cli orbit-web pulse-metrics " +
    "harbor-sync quill-editor tessera lumen-ml relay-gateway canopy-admin",
);

export const BRANCHES: readonly string[] = words(
  "main master develop feat/usage-chart fix/cache-ttl refactor/parser feat/export-csv " +
    "chore/deps fix/session-expiry feat/compaction-view",
);

export const SLUG_ADJECTIVES: readonly string[] = words(
  "quiet compressed flickering tingly fluffy gentle curious rustling bright silent wobbly " +
    "sparkling humble patient",
);

export const SLUG_VERBS: readonly string[] = words(
  "prancing conjuring whistling herding zooming purring drifting humming wandering juggling " +
    "sketching brewing gliding tinkering",
);

export const SLUG_NAMES: readonly string[] = words(
  "wozniak alpaca karp starlight whisper ocean lovelace hopper turing knuth otter falcon " +
    "meadow pascal",
);

export const ERROR_MESSAGES = [
  "TypeError: Cannot read properties of undefined (reading 'id')",
  "Error: ENOENT: no such file or directory",
  "AssertionError: expected 3 to equal 4",
  "SyntaxError: Unexpected token '}' in JSON at position 412",
  "Error: connect ECONNREFUSED 127.0.0.1:5432",
  "RangeError: Maximum call stack size exceeded",
  'ZodError: Expected number, received string at path ["limit"]',
  "Error: Timed out after 5000ms waiting for selector",
  "KeyError: 'session_id'",
  "panic: runtime error: index out of range [3] with length 3",
] as const;

export const TOOL_ERRORS = [
  "<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>",
  "<tool_use_error>String to replace not found in file.</tool_use_error>",
  "<tool_use_error>File has been modified since read, either by the user or by a linter. Read it again before attempting to write it.</tool_use_error>",
  "<tool_use_error>Found 2 matches of the string to replace, but replace_all is false.</tool_use_error>",
  "File does not exist.",
  "Request failed with status code 404",
] as const;

const IRREGULAR_PAST: Record<string, string> = {
  get: "got",
  build: "built",
  split: "split",
  sync: "synced",
  apply: "applied",
};

/** "parse" -> "parsed", "fetch" -> "fetched", "build" -> "built". */
export function pastTense(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular !== undefined) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (verb.endsWith("y")) return `${verb.slice(0, -1)}ied`;
  if (verb.endsWith("it")) return `${verb}ted`;
  return `${verb}ed`;
}

/** "parse" -> "parsing", "get" -> "getting". */
export function gerund(verb: string): string {
  if (verb === "get") return "getting";
  if (verb.endsWith("e")) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}
