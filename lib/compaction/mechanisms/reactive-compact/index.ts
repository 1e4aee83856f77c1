import type { Mechanism } from "../types";
import { REACTIVE_COMPACT_CONFIG, REACTIVE_COMPACT_DEFAULTS } from "./config";
import { reactiveCompactStep } from "./step";

export const reactiveCompact: Mechanism = {
  id: "reactive-compact",
  title: "Reactive compaction on prompt-too-long (2.1.153 on; conformance lab)",
  config: REACTIVE_COMPACT_CONFIG,
  defaults: REACTIVE_COMPACT_DEFAULTS,
  step: reactiveCompactStep,
};
