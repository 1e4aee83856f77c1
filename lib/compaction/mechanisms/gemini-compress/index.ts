import type { Mechanism } from "../types";
import { GEMINI_COMPRESS_CONSTANTS } from "./config";
import { GEMINI_COMPRESS_EVENTS } from "./events";
import { geminiCompressStep } from "./step";

/** Gemini CLI's chat compression (its bundle's chatCompressionService; the conformance lab's runs). */
export const geminiCompress = {
  id: "gemini-compress",
  title: "Gemini CLI compression: half the token limit, the newest 30% kept and a state snapshot",
  version: 1,
  constants: [GEMINI_COMPRESS_CONSTANTS],
  events: GEMINI_COMPRESS_EVENTS,
  step: geminiCompressStep,
} satisfies Mechanism;
