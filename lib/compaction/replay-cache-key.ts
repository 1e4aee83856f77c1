import type { TranscriptModel } from "../transcript/model";
import { configKey } from "./config-key";
import type { ReplayRequest } from "./replay-request-schema";
import { resolveConfig } from "./resolve-config";

/**
 * The key a stored replay is found by: the resolved config (configKey) plus what the result
 * reports about the request itself (the profile asked for and which constants were
 * overridden), so a cached result answers exactly what a fresh one would.
 */
export function replayCacheKey(model: TranscriptModel, request: ReplayRequest): string {
  const resolved = resolveConfig(model, request);
  const overridden = [...resolved.overridden].sort().join(",");
  return `${configKey(resolved)}:${request.profile ?? "auto"}:${overridden}`;
}
