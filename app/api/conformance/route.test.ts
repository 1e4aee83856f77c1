import { describe, expect, it } from "vitest";
import { versionsMatrixSchema } from "@/lib/conformance/matrix-schema";
import { GET, POST } from "./route";

describe("GET /api/conformance", () => {
  it("answers the committed versions matrix, dated, with its version list", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    const matrix = versionsMatrixSchema.parse(await response.json());
    expect(matrix.versions.length).toBeGreaterThan(0);
    expect(new Set(matrix.rows.map((r) => r.version))).toEqual(new Set(matrix.versions));
    expect(Number.isNaN(Date.parse(matrix.measuredAt))).toBe(false);
  });

  it("answers 405 with Allow: GET to other methods", async () => {
    const response = await POST(new Request("http://test/api/conformance", { method: "POST" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
