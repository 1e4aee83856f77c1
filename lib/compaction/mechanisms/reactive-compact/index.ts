import type { Mechanism } from "../types";
import { COMPACTION_EVENT } from "../event-details";
import { REACTIVE_COMPACT_CONSTANTS } from "./config";
import { reactiveCompactStep } from "./step";

export const reactiveCompact = {
  id: "reactive-compact",
  title: "Reactive compaction on prompt-too-long (2.1.153 on; conformance lab)",
  version: 1,
  constants: [REACTIVE_COMPACT_CONSTANTS],
  events: { "reactive-compact": COMPACTION_EVENT },
  step: reactiveCompactStep,
} satisfies Mechanism;
