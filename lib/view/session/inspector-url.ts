import { replayConfigSchema, type ReplayConfig } from "@/lib/compaction/config/replay-config";
import {
  REQUESTABLE_PROFILES,
  type ParsedReplayRequest,
  type RequestableProfile,
} from "@/lib/compaction/config/replay-request-schema";
import { describeZodError } from "@/lib/describe-zod-issue";

const INSPECTOR_TABS = ["events", "cache-breaks", "tree", "conversation", "calls"] as const;
export type InspectorTab = (typeof INSPECTOR_TABS)[number];

export type ProfileChoice = RequestableProfile;
export type Overrides = Partial<ReplayConfig>;

/**
 * Everything a link to a session view reproduces (SPEC C4: "page state lives in the URL").
 * Outside checks rely on `?profile=<id>` and one `o.<constant>=<value>` per override.
 */
export type InspectorState = {
  profile: ProfileChoice;
  overrides: Overrides;
  /** Call range shown on the curve, both ends included; null: every call. */
  range: { from: number; to: number } | null;
  tab: InspectorTab;
  /** The query source whose curve is shown; null: the main thread. */
  source: string | null;
  /** The call the user jumped to (curve highlight, tree scroll); null: none. */
  call: number | null;
  /**
   * The file line a link points at (a message of the conversation, a search hit); it wins
   * over `call` for where the tree and the conversation land. null: none.
   */
  line: number | null;
};

export const DEFAULT_INSPECTOR_STATE: InspectorState = {
  profile: "auto",
  overrides: {},
  range: null,
  tab: "events",
  source: null,
  call: null,
  line: null,
};

const OVERRIDE_PREFIX = "o.";
const constantShapes = replayConfigSchema.shape;
type ConstantKey = keyof typeof constantShapes;

function isConstant(name: string): name is ConstantKey {
  return Object.hasOwn(constantShapes, name);
}

/** `"40000"` is a number, `"true"` a boolean, `"null"` null, `[..]`/`{..}` JSON; the rest text (enums). */
function decodeValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function encodeValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function parseCallIndex(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** File lines count from 1. */
function parseLine(text: string | null): number | null {
  const line = parseCallIndex(text);
  return line === null || line < 1 ? null : line;
}

/**
 * Reads the view state from a URL's query. Unknown parameters are ignored; an override that is
 * not a known constant or not a valid value is left out and named in `errors`, so a mistyped
 * link still opens (on the profile's value) and says why.
 *
 * @example
 * parseInspectorState(new URLSearchParams("profile=cc-2.1&o.autocompactBufferTokens=40000"))
 * // { state: { profile: "cc-2.1", overrides: { autocompactBufferTokens: 40000 }, ... }, errors: [] }
 */
export function parseInspectorState(params: URLSearchParams): {
  state: InspectorState;
  errors: string[];
} {
  const errors: string[] = [];
  const profileText = params.get("profile");
  let profile: ProfileChoice = "auto";
  if (profileText !== null) {
    if ((REQUESTABLE_PROFILES as readonly string[]).includes(profileText)) {
      profile = profileText as ProfileChoice;
    } else {
      errors.push(`profile "${profileText}" is not one of ${REQUESTABLE_PROFILES.join(", ")}`);
    }
  }

  const overrides: Record<string, unknown> = {};
  for (const [key, text] of params) {
    if (!key.startsWith(OVERRIDE_PREFIX)) continue;
    const name = key.slice(OVERRIDE_PREFIX.length);
    if (!isConstant(name)) {
      errors.push(`${name} is not a constant of the replay`);
      continue;
    }
    const value = decodeValue(text);
    const parsed = constantShapes[name].safeParse(value);
    if (parsed.success) overrides[name] = parsed.data;
    else errors.push(describeZodError(parsed.error, { name, input: value }));
  }

  const from = parseCallIndex(params.get("from"));
  const to = parseCallIndex(params.get("to"));
  const tabText = params.get("tab");
  const line = parseLine(params.get("line"));
  // A link to a line without a tab (a search hit) opens the conversation there.
  const defaultTab = line === null ? DEFAULT_INSPECTOR_STATE.tab : "conversation";
  const tab = (INSPECTOR_TABS as readonly string[]).includes(tabText ?? "")
    ? (tabText as InspectorTab)
    : defaultTab;
  const source = params.get("source");

  return {
    state: {
      profile,
      overrides: overrides as Overrides,
      range: from !== null && to !== null && from <= to ? { from, to } : null,
      tab,
      source: source === null || source === "" || source === "main" ? null : source,
      call: parseCallIndex(params.get("call")),
      line,
    },
    errors,
  };
}

/** The query that reproduces `state`; defaults are left out so links stay short. */
export function toInspectorSearchParams(state: InspectorState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.profile !== "auto") params.set("profile", state.profile);
  for (const [name, value] of Object.entries(state.overrides)) {
    if (value !== undefined) params.set(`${OVERRIDE_PREFIX}${name}`, encodeValue(value));
  }
  if (state.range) {
    params.set("from", String(state.range.from));
    params.set("to", String(state.range.to));
  }
  // With a line, the default tab would read back as the conversation: it is written out.
  if (state.tab !== DEFAULT_INSPECTOR_STATE.tab || state.line !== null)
    params.set("tab", state.tab);
  if (state.source !== null) params.set("source", state.source);
  if (state.call !== null) params.set("call", String(state.call));
  if (state.line !== null) params.set("line", String(state.line));
  return params;
}

/** The replay body for the state's profile and overrides (`POST /api/transcripts/:id/replay`). */
export function toReplayRequest(
  state: Pick<InspectorState, "profile" | "overrides">,
): ParsedReplayRequest {
  return { profile: state.profile, overrides: state.overrides };
}
