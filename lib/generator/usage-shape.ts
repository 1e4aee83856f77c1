import type { CallTokens } from "./context-tracker";
import type { Style } from "./tools/tool-types";

/** Patch number of a "1.0.98" / "2.1.50" version string. */
export function versionPatch(version: string): number {
  return Number(version.split(".")[2] ?? 0);
}

/**
 * The `usage` object of an assistant record, with the keys and key order each version wrote
 * (FORMAT.md §3): `cache_creation` buckets from 1.0.77, server_tool_use / inference_geo /
 * iterations / speed from 2.1.39.
 */
export function usageObject(
  style: Style,
  version: string,
  t: CallTokens,
  ttl1h: boolean,
): Record<string, unknown> {
  const patch = versionPatch(version);
  const fiveMinute = ttl1h ? 0 : t.cacheCreation;
  const oneHour = ttl1h ? t.cacheCreation : 0;
  if (style === "2.1" && patch >= 39) {
    return {
      input_tokens: t.input,
      cache_creation_input_tokens: t.cacheCreation,
      cache_read_input_tokens: t.cacheRead,
      output_tokens: t.output,
      server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
      service_tier: "standard",
      cache_creation: { ephemeral_1h_input_tokens: oneHour, ephemeral_5m_input_tokens: fiveMinute },
      inference_geo: "",
      iterations: [],
      speed: "standard",
    };
  }
  if (style === "1.0" && patch < 77) {
    return {
      input_tokens: t.input,
      cache_creation_input_tokens: t.cacheCreation,
      cache_read_input_tokens: t.cacheRead,
      output_tokens: t.output,
      service_tier: "standard",
    };
  }
  return {
    input_tokens: t.input,
    cache_creation_input_tokens: t.cacheCreation,
    cache_read_input_tokens: t.cacheRead,
    cache_creation: { ephemeral_5m_input_tokens: fiveMinute, ephemeral_1h_input_tokens: oneHour },
    output_tokens: t.output,
    service_tier: "standard",
  };
}

/** All-zero usage of `<synthetic>` messages (local errors, "No response requested."). */
export function syntheticUsage(style: Style): Record<string, unknown> {
  return {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    server_tool_use:
      style === "2.1"
        ? { web_search_requests: 0, web_fetch_requests: 0 }
        : { web_search_requests: 0 },
    service_tier: null,
    cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
  };
}
