import type { ChartConfig } from "@/lib/view/chart-config";

/*
 * Colours are CSS variables set by the curve's CSS module (light and dark values there), with
 * the light value as fallback so a chart outside that module still draws the same colours.
 */

/** The recorded context, stacked bottom to top, then the replayed context line. */
export const CURVE_SERIES = {
  cacheRead: { label: "Cache read", color: "var(--curve-cache-read, #8fb0f0)" },
  cacheWrite: { label: "Cache write", color: "var(--curve-cache-write, #e0a458)" },
  uncached: { label: "Uncached input", color: "var(--curve-uncached, #c0607a)" },
  output: { label: "Output", color: "var(--curve-output, #5ea77b)" },
  replayed: { label: "Replayed context", color: "var(--curve-replayed, #6b3fb8)" },
} as const satisfies ChartConfig;

export type CurveSeriesKey = keyof typeof CURVE_SERIES;

/** The stacked parts of the recorded context, bottom first (they add up to its context tokens). */
export const STACKED_KEYS = ["cacheRead", "cacheWrite", "uncached", "output"] as const;

/** Claude Code's levels, and Codex's and Gemini CLI's one limit (autocompact's role: its colour). */
export const THRESHOLD_LINES = {
  autocompact: { label: "Autocompact", color: "var(--curve-autocompact, #bf2f23)" },
  codexLimit: { label: "Codex limit", color: "var(--curve-autocompact, #bf2f23)" },
  geminiPoint: { label: "Compression point", color: "var(--curve-autocompact, #bf2f23)" },
  opencodeUsable: { label: "Usable context", color: "var(--curve-autocompact, #bf2f23)" },
  warning: { label: "Warning", color: "var(--curve-warning, #d9822b)" },
  blocking: { label: "Blocking limit", color: "var(--curve-blocking, #7a1d16)" },
  window: { label: "Window", color: "var(--curve-window, #5c6674)" },
} as const satisfies ChartConfig;

export type ThresholdKey = keyof typeof THRESHOLD_LINES;

/**
 * One key per kind of marker; `shape` tells recorded (triangle), replayed (circle), break
 * (diamond). Colours are CSS variables too (dark values in token-curve.module.css).
 */
export const MARKER_STYLES = {
  "recorded-auto": {
    label: "Recorded compaction (auto)",
    color: "var(--marker-recorded-auto, #bf2f23)",
    shape: "triangle",
  },
  "recorded-manual": {
    label: "Recorded compaction (manual)",
    color: "var(--marker-recorded-manual, #2c5bd0)",
    shape: "triangle",
  },
  "recorded-micro": {
    label: "Recorded microcompaction",
    color: "var(--marker-recorded-micro, #1b7447)",
    shape: "triangle",
  },
  "replayed-compaction": {
    label: "Replayed compaction",
    color: "var(--marker-replayed-compaction, #8a3ffc)",
    shape: "circle",
  },
  "replayed-micro": {
    label: "Replayed microcompaction",
    color: "var(--marker-replayed-micro, #0f8f8f)",
    shape: "circle",
  },
  "replayed-failure": {
    label: "Replayed failure",
    color: "var(--marker-replayed-failure, #5c6674)",
    shape: "circle",
  },
  "cache-break": {
    label: "Cache break",
    color: "var(--marker-cache-break, #a45d00)",
    shape: "diamond",
  },
} as const satisfies Record<string, { label: string; color: string; shape: MarkerShape }>;

export type MarkerShape = "triangle" | "circle" | "diamond";
export type MarkerStyleKey = keyof typeof MARKER_STYLES;
