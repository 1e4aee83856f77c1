import { z } from "zod";
import { boundedNumber, constantSection } from "../config-fields";

/**
 * Gemini CLI's chat compression, as its bundle states it (`@google/gemini-cli`, packages/core
 * `context/chatCompressionService.js`, `core/tokenLimits.js`) and the conformance lab measured
 * it on the real client (lib/conformance/gemini, its rows in lib/conformance/versions-matrix.json).
 */

/** `DEFAULT_COMPRESSION_TOKEN_THRESHOLD` and the `model.compressionThreshold` setting's default. */
export const GEMINI_COMPRESSION_THRESHOLD = 0.5; // chatCompressionService.js; lab 0.61.0
/**
 * The threshold of older releases, read from each published package's core (facts only):
 * `COMPRESSION_TOKEN_THRESHOLD = 0.7` up to 0.10.0; the setting's default 0.2 from 0.11.3 to
 * 0.16.0; 0.5 from 0.17.0 on.
 */
export const GEMINI_OLDEST_COMPRESSION_THRESHOLD = 0.7; // core/client.js, 0.8.2 to 0.10.0
export const GEMINI_0_16_COMPRESSION_THRESHOLD = 0.2; // settingsSchema.js, 0.11.3 to 0.16.0
/** `COMPRESSION_PRESERVE_THRESHOLD`: the share of the history (by characters) kept verbatim. */
export const GEMINI_PRESERVE_FRACTION = 0.3; // chatCompressionService.js

/** Gemini CLI's compression: the constants it reads. */
export const GEMINI_COMPRESS_CONFIG = {
  geminiCompress: z
    .boolean()
    .describe(
      "Gemini CLI's chat compression in place of Claude Code's (threshold, kept part, summary)",
    ),
  geminiCompressionThreshold: boundedNumber(0.01, 1, "a share of the model's token limit").describe(
    "Compress when the last prompt's tokens reach this share of the model's token limit (model.compressionThreshold: 0.5)",
  ),
  geminiPreserveFraction: boundedNumber(0, 0.99, "a share of the history").describe(
    "The newest share of the history kept verbatim, cut before a user prompt (0.3)",
  ),
};

export const GEMINI_COMPRESS_CONSTANTS = constantSection({
  group: "gemini",
  shape: GEMINI_COMPRESS_CONFIG,
  /** Off for the other harnesses' profiles; the Gemini CLI profile switches it on. */
  defaults: {
    geminiCompress: false,
    geminiCompressionThreshold: GEMINI_COMPRESSION_THRESHOLD,
    geminiPreserveFraction: GEMINI_PRESERVE_FRACTION,
  },
  sources: {
    geminiCompressionThreshold: { measured: "lab" },
    geminiPreserveFraction: {
      publicSource: "packages/core/src/context/chatCompressionService.ts",
      publicRepository: "google-gemini/gemini-cli",
    },
  },
  profiles: {
    gemini: { geminiCompress: true },
    "gemini-0.10": { geminiCompressionThreshold: GEMINI_OLDEST_COMPRESSION_THRESHOLD },
    "gemini-0.16": { geminiCompressionThreshold: GEMINI_0_16_COMPRESSION_THRESHOLD },
  },
});
