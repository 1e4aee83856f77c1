import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateTranscript } from "./generate-transcript";
import { SAMPLE_SESSION } from "./sample-session";

describe("public sample transcript", () => {
  it("is exactly what the generator writes (run `npm run generate:sample` after a generator change)", () => {
    const file = path.join(import.meta.dirname, "..", "..", "public", SAMPLE_SESSION.fileName);
    const { lines, facts } = generateTranscript(SAMPLE_SESSION.options);
    const expected = `${[...lines].join("\n")}\n`;
    expect(readFileSync(file, "utf8") === expected).toBe(true);
    expect(facts().compactions.map((compaction) => compaction.trigger)).toEqual(["auto"]);
  });
});
