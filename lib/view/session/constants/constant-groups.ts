import {
  CONSTANT_GROUP_IDS,
  groupOfConstant,
  type ConstantGroupId,
} from "@/lib/compaction/config/replay-config";

export { groupOfConstant, type ConstantGroupId };

export type ConstantGroup = { id: ConstantGroupId; label: string; isOpenByDefault: boolean };

/** How each group of the schema is shown; which constant is in which, its mechanism says. */
const SHOWN_AS: Record<ConstantGroupId, Omit<ConstantGroup, "id">> = {
  thresholds: { label: "Thresholds & window", isOpenByDefault: true },
  counting: { label: "Counting", isOpenByDefault: false },
  "legacy-microcompact": { label: "Microcompact (legacy)", isOpenByDefault: false },
  "later-microcompact": { label: "Time-based / cached microcompact", isOpenByDefault: false },
  "api-context": { label: "API context management", isOpenByDefault: false },
  "session-memory": { label: "Session memory", isOpenByDefault: false },
  compaction: { label: "Compaction & PTL", isOpenByDefault: false },
  codex: { label: "Codex CLI auto compaction", isOpenByDefault: false },
  gemini: { label: "Gemini CLI compression", isOpenByDefault: false },
  opencode: { label: "OpenCode compaction", isOpenByDefault: false },
  other: { label: "Other", isOpenByDefault: false },
};

/** The groups in the schema's order. */
export const CONSTANT_GROUPS: readonly ConstantGroup[] = CONSTANT_GROUP_IDS.map((id) => ({
  id,
  ...SHOWN_AS[id],
}));
