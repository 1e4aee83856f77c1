import { CONSTANT_NAMES, type ConstantName } from "@/lib/compaction/config/replay-config";

export type ConstantGroupId =
  | "thresholds"
  | "counting"
  | "legacy-microcompact"
  | "later-microcompact"
  | "api-context"
  | "session-memory"
  | "compaction"
  | "other";

export type ConstantGroup = { id: ConstantGroupId; label: string; isOpenByDefault: boolean };

/**
 * The groups in schema order, each with the constant that opens its section of
 * `replayConfigSchema`. The schema is written section by section (SPEC §5), so a constant added
 * inside a section lands in its group with no edit here.
 */
const GROUP_STARTS: readonly (ConstantGroup & { firstConstant: ConstantName })[] = [
  {
    id: "thresholds",
    label: "Thresholds & window",
    isOpenByDefault: true,
    firstConstant: "contextWindow",
  },
  { id: "counting", label: "Counting", isOpenByDefault: false, firstConstant: "countingMode" },
  {
    id: "legacy-microcompact",
    label: "Microcompact (legacy)",
    isOpenByDefault: false,
    firstConstant: "legacyMicrocompact",
  },
  {
    id: "later-microcompact",
    label: "Time-based / cached microcompact",
    isOpenByDefault: false,
    firstConstant: "timeBasedMicrocompact",
  },
  {
    id: "api-context",
    label: "API context management",
    isOpenByDefault: false,
    firstConstant: "apiContextManagement",
  },
  {
    id: "session-memory",
    label: "Session memory",
    isOpenByDefault: false,
    firstConstant: "sessionMemoryCompact",
  },
  {
    id: "compaction",
    label: "Compaction & PTL",
    isOpenByDefault: false,
    firstConstant: "summaryTokens",
  },
  // A test knob, not a Claude Code constant: kept apart so nobody mistakes it for one.
  { id: "other", label: "Other", isOpenByDefault: false, firstConstant: "injectedCompactFailures" },
];

export const CONSTANT_GROUPS: readonly ConstantGroup[] = GROUP_STARTS.map(
  ({ id, label, isOpenByDefault }) => ({ id, label, isOpenByDefault }),
);

const GROUP_OF = new Map<ConstantName, ConstantGroupId>();
{
  let current: ConstantGroupId = "other";
  for (const name of CONSTANT_NAMES) {
    current = GROUP_STARTS.find((group) => group.firstConstant === name)?.id ?? current;
    GROUP_OF.set(name, current);
  }
}

/** The group a constant is shown in (its section of the schema). */
export function groupOfConstant(name: ConstantName): ConstantGroupId {
  return GROUP_OF.get(name) ?? "other";
}
