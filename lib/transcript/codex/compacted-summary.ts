/** Item types of a replacement history that hold the summary encrypted by the provider. */
const ENCRYPTED_SUMMARY_TYPES = new Set(["compaction", "compaction_summary", "context_compaction"]);

export type CompactedSummary = {
  chars: number | null;
  encrypted: boolean;
  /** The summary request's context, when its token_count came before the line. */
  requestContextTokens?: number;
};

/**
 * Where a `compacted` line keeps its summary. Local compaction (any provider) writes the summary
 * text, prefixed by Codex's handoff note, in `message`; remote compaction against OpenAI's
 * endpoint leaves `message` empty and puts one `compaction` item (`compaction_summary` in older
 * releases) holding only `encrypted_content` in the replacement history: that text cannot be shown.
 *
 * @example compactedSummary({ message: "", replacement_history: [{ type: "compaction", encrypted_content: "gAAA" }] })
 * // { chars: null, encrypted: true }
 */
export function compactedSummary(compacted: {
  message: string | null;
  replacement_history: unknown[] | null;
}): CompactedSummary {
  const message = compacted.message ?? "";
  if (message !== "") return { chars: message.length, encrypted: false };
  const encrypted = (compacted.replacement_history ?? []).some((item) => {
    const { type, encrypted_content: content } = (item ?? {}) as Record<string, unknown>;
    return (
      typeof type === "string" && ENCRYPTED_SUMMARY_TYPES.has(type) && typeof content === "string"
    );
  });
  return { chars: null, encrypted };
}
