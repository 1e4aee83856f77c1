import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { documentToLines } from "../../transcript/document-to-lines";
import { PROFILES } from "./profiles";
import { profileForVersion, resolveProfile } from "./resolve-profile";

const AT = "2026-11-27T10:00:00.000Z";
const metadata = { sessionId: "s", projectHash: "p", startTime: AT, lastUpdated: AT };
const answer = {
  id: "g1",
  timestamp: AT,
  type: "gemini",
  content: "ok",
  tokens: { input: 2_000, output: 1, cached: 0, thoughts: 0, tool: 0, total: 2_001 },
  model: "gemini-2.5-pro",
};

function modelOf(lines: unknown[]) {
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(lines.map((l) => JSON.stringify(l)).join("\n") + "\n"));
  return builder.end();
}

describe("auto on a Gemini CLI session", () => {
  it.each([
    ["JSONL (metadata with kind)", [{ ...metadata, kind: "main" }, answer], /from 0\.17\.0 on/],
    [
      "a document before 0.36 (no kind)",
      [metadata, answer],
      /without kind, written by 0\.8\.2 to 0\.35/,
    ],
  ])("picks the newest rule for %s and says why", (_name, lines, reason) => {
    const resolved = resolveProfile(modelOf(lines), "auto");
    expect(resolved.id).toBe("gemini");
    expect(resolved.reason).toMatch(reason);
  });

  it("reads a converted older document as undated", () => {
    const converted = documentToLines(JSON.stringify({ ...metadata, messages: [answer] }, null, 2));
    if (!converted.ok) throw new Error(converted.reason);
    const model = modelOf(converted.lines.map((line) => JSON.parse(line) as unknown));
    expect(resolveProfile(model, "auto").reason).toMatch(/gemini-0\.10.*gemini-0\.16/);
  });
});

describe("Gemini CLI's older rules by version", () => {
  it.each([
    ["0.8.2", "gemini-0.10", 0.7],
    ["0.10.0", "gemini-0.10", 0.7],
    ["0.11.3", "gemini-0.16", 0.2],
    ["0.16.0", "gemini-0.16", 0.2],
    ["0.17.0", "gemini", 0.5],
    ["0.61.0", "gemini", 0.5],
  ] as const)("%s compresses under %s at %d of the limit", (version, id, threshold) => {
    expect(profileForVersion(version, "gemini-cli").id).toBe(id);
    expect(PROFILES[id].values.geminiCompressionThreshold).toBe(threshold);
    expect(PROFILES[id].values.geminiCompress).toBe(true);
  });
});
