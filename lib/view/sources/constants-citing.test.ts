import { describe, expect, it } from "vitest";
import { constantsCitingDocuments } from "./constants-citing";
import { SOURCES } from "./source-catalogue";

describe("constantsCitingDocuments", () => {
  const citing = constantsCitingDocuments();

  it("lists a constant under each document its mechanism names", () => {
    expect(citing.get("claude-code-2-1-source-walkthrough")).toEqual(
      expect.arrayContaining(["outputReserveCap", "autocompactBufferTokens", "ptlMaxRetries"]),
    );
    expect(citing.get("claude-code-2-1-17-prompts")).toContain("restoreMaxFiles");
    expect(citing.get("claude-code-2-1-17-prompts")).not.toContain("outputReserveCap");
  });

  it("gives every document at least one constant and no other kind of source any", () => {
    for (const source of SOURCES) {
      const count = citing.get(source.id)?.length ?? 0;
      if (source.kind === "document") expect(count, source.id).toBeGreaterThan(0);
      else expect(count, source.id).toBe(0);
    }
  });
});
