import { generateTranscript } from "../../lib/generator/generate-transcript";

/** Fields the tree and the model read; the rest (cwd, gitBranch, slug ...) only adds bytes. */
const KEPT_FIELDS = [
  "type",
  "subtype",
  "uuid",
  "parentUuid",
  "logicalParentUuid",
  "isSidechain",
  "agentId",
  "timestamp",
  "isMeta",
  "isCompactSummary",
  "compactMetadata",
  "microcompactMetadata",
  "message",
  "attachment",
  "content",
] as const;
const KEPT_MESSAGE_FIELDS = ["id", "role", "model", "content", "stop_reason", "usage"] as const;
const KEPT_USAGE_FIELDS = [
  "input_tokens",
  "output_tokens",
  "cache_creation_input_tokens",
  "cache_read_input_tokens",
] as const;
const KEPT_CHARS = 32;

type Fields = Record<string, unknown>;
const pick = (value: Fields, keys: readonly string[]): Fields =>
  Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));

function shorten(value: unknown): unknown {
  if (typeof value === "string")
    return value.length > KEPT_CHARS ? `${value.slice(0, KEPT_CHARS)}…` : value;
  if (Array.isArray(value)) return value.map(shorten);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
}

/** Ids and metadata kept whole; only what people wrote or tools printed is cut. */
function slim(line: string): string {
  const kept = pick(JSON.parse(line) as Fields, KEPT_FIELDS);
  if (typeof kept.message === "object" && kept.message !== null) {
    const message = pick(kept.message as Fields, KEPT_MESSAGE_FIELDS);
    if (typeof message.usage === "object" && message.usage !== null)
      message.usage = pick(message.usage as Fields, KEPT_USAGE_FIELDS);
    message.content = shorten(message.content);
    kept.message = message;
  }
  if ("content" in kept) kept.content = shorten(kept.content);
  if ("attachment" in kept) kept.attachment = shorten(kept.attachment);
  return JSON.stringify(kept);
}

/**
 * The first lines, up to `treeNodes` records with a uuid, of a long generated 2.1 session (its parent chains, branches,
 * compactions and tool pairs intact) with strings cut to 32 characters and unused fields
 * dropped: at about 3 kB a line the generator's own output would need 60 MB for 20,000
 * records; this keeps the upload under the e2e server's 8 MB limit.
 */
export function makeLongTranscript(seed: number, treeNodes: number) {
  const { lines } = generateTranscript({ seed, style: "2.1", targetBytes: 1_000_000_000 });
  const kept: string[] = [];
  let nodes = 0;
  let lastUuidLine = 0;
  for (const line of lines) {
    const slimmed = slim(line);
    kept.push(slimmed);
    // Metadata records (file-history-snapshot ...) have no uuid: they are not tree nodes.
    if (slimmed.includes('"uuid":')) {
      nodes += 1;
      lastUuidLine = kept.length;
    }
    if (nodes >= treeNodes) break;
  }
  return { text: `${kept.join("\n")}\n`, lines: kept.length, lastUuidLine };
}
