import type { Style, TextBlock, ToolOutcome } from "./tools/tool-types";

export type JsonRecord = Record<string, unknown>;

/** Fields every conversation record repeats; mutable because resumes change them mid-file. */
export type Envelope = {
  style: Style;
  sessionId: string;
  cwd: string;
  version: string;
  gitBranch: string;
  /** 2.1.x session slug ("quiet-prancing-wozniak"); null before it is assigned. */
  slug: string | null;
};

/**
 * Builds records with the key order real files use (FORMAT.md §2), so a generated line reads
 * like a real one. Callers pass parent, uuid and timestamp; this module decides only shape.
 */
export function envelope(
  env: Envelope,
  parentUuid: string | null,
  isSidechain: boolean,
): JsonRecord {
  const head: JsonRecord = {
    parentUuid,
    isSidechain,
    userType: "external",
    cwd: env.cwd,
    sessionId: env.sessionId,
    version: env.version,
    gitBranch: env.gitBranch,
  };
  if (env.style === "2.1" && env.slug !== null) head.slug = env.slug;
  return head;
}

export type Stamp = {
  parentUuid: string | null;
  uuid: string;
  timestamp: string;
  isSidechain?: boolean;
};

export function userRecord(
  env: Envelope,
  s: Stamp,
  content: string | unknown[],
  extra: JsonRecord = {},
): JsonRecord {
  const { isMeta, ...rest } = extra;
  return {
    ...envelope(env, s.parentUuid, s.isSidechain ?? false),
    type: "user",
    message: { role: "user", content },
    // Real files write isMeta between message and uuid; other extras follow the timestamp.
    ...(isMeta === undefined ? {} : { isMeta }),
    uuid: s.uuid,
    timestamp: s.timestamp,
    ...rest,
  };
}

export function toolResultRecord(
  env: Envelope,
  s: Stamp,
  toolUseId: string,
  outcome: ToolOutcome,
  sourceAssistantUuid: string,
): JsonRecord {
  const block: JsonRecord = outcome.isError
    ? { type: "tool_result", content: outcome.content, is_error: true, tool_use_id: toolUseId }
    : outcome.name === "Bash"
      ? { tool_use_id: toolUseId, type: "tool_result", content: outcome.content, is_error: false }
      : { tool_use_id: toolUseId, type: "tool_result", content: outcome.content };
  const record = userRecord(env, s, [block], { toolUseResult: outcome.toolUseResult });
  if (env.style === "2.1") record.sourceToolAssistantUUID = sourceAssistantUuid;
  return record;
}

export type AssistantMessage = {
  id: string;
  model: string;
  content: JsonRecord;
  stopReason: string | null;
  usage: JsonRecord;
};

/** `requestId` null: proxies and third-party endpoints write none (FORMAT.md §3). */
export function assistantRecord(
  env: Envelope,
  s: Stamp,
  m: AssistantMessage,
  requestId: string | null,
): JsonRecord {
  const message =
    env.style === "2.1"
      ? {
          model: m.model,
          id: m.id,
          type: "message",
          role: "assistant",
          content: [m.content],
          stop_reason: m.stopReason,
          stop_sequence: null,
          usage: m.usage,
        }
      : {
          id: m.id,
          type: "message",
          role: "assistant",
          model: m.model,
          content: [m.content],
          stop_reason: m.stopReason,
          stop_sequence: null,
          usage: m.usage,
        };
  return {
    ...envelope(env, s.parentUuid, s.isSidechain ?? false),
    message,
    ...(requestId === null ? {} : { requestId }),
    type: "assistant",
    uuid: s.uuid,
    timestamp: s.timestamp,
  };
}

/** `<synthetic>` assistant message: zero usage, uuid as message id, never an API call. */
export function syntheticRecord(
  env: Envelope,
  s: Stamp,
  id: string,
  text: string,
  usage: JsonRecord,
  apiError?: number,
): JsonRecord {
  const record: JsonRecord = {
    ...envelope(env, s.parentUuid, false),
    type: "assistant",
    timestamp: s.timestamp,
    message: {
      id,
      container: null,
      model: "<synthetic>",
      role: "assistant",
      stop_reason: "stop_sequence",
      stop_sequence: "",
      type: "message",
      usage,
      content: [{ type: "text", text }] satisfies TextBlock[],
    },
  };
  if (apiError !== undefined) {
    record.error = apiError === 429 ? "rate_limit" : "unknown";
    record.isApiErrorMessage = true;
    record.apiErrorStatus = apiError;
  }
  record.uuid = s.uuid;
  return record;
}

export function systemRecord(
  env: Envelope,
  s: Stamp,
  fields: JsonRecord,
  tail: JsonRecord = {},
): JsonRecord {
  return {
    ...envelope(env, s.parentUuid, s.isSidechain ?? false),
    type: "system",
    ...fields,
    timestamp: s.timestamp,
    uuid: s.uuid,
    ...tail,
  };
}

export function progressRecord(
  env: Envelope,
  s: Stamp,
  data: JsonRecord,
  toolUseID: string,
  parentToolUseID: string,
): JsonRecord {
  return {
    ...envelope(env, s.parentUuid, false),
    type: "progress",
    data,
    toolUseID,
    parentToolUseID,
    uuid: s.uuid,
    timestamp: s.timestamp,
  };
}

export function attachmentRecord(env: Envelope, s: Stamp, attachment: JsonRecord): JsonRecord {
  return {
    ...envelope(env, s.parentUuid, false),
    type: "attachment",
    attachment,
    uuid: s.uuid,
    timestamp: s.timestamp,
  };
}
