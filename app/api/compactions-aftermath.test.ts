import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aftermathSchema } from "@/lib/contracts/aftermath";
import { aftermathSession } from "@/lib/compaction/aftermath/testing/aftermath-session";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// GET /api/transcripts/:id/compactions as Next calls it: each recorded point's aftermath.
const database = createRouteDatabase("aftermath");

let compactions: typeof import("./transcripts/[id]/compactions/route");
let id = "";
const FILE = "x".repeat(4_000); // 1,000 tokens at 4 characters a token

const { raw } = aftermathSession([
  { user: "fix the failing login test in the auth module" },
  {
    tools: [
      { name: "Read", path: "/p/auth.ts", result: FILE },
      { name: "Bash", command: "npm test", result: "FAIL TypeError at /p/auth.ts:12", error: true },
    ],
    context: 20_000,
  },
  { compact: "auto" },
  { user: "please fix the login test in the auth module, it still fails" },
  { tools: [{ name: "Read", path: "/p/auth.ts", result: FILE }], context: 30_000 },
  {
    tools: [
      { name: "Bash", command: "npm test", result: "FAIL TypeError at /p/auth.ts:40", error: true },
    ],
    context: 31_000,
  },
]);

beforeAll(async () => {
  await database.setUp();
  compactions = await import("./transcripts/[id]/compactions/route");
  id = await uploadThroughRoute(raw.join("\n") + "\n", "aftermath.jsonl");
});
afterAll(() => database.tearDown());

describe("GET /api/transcripts/:id/compactions: aftermath", () => {
  it("carries each recorded point's aftermath, as the contract says", async () => {
    const response = await compactions.GET(new Request(`http://test/x`), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
    const { points } = await response.json();
    expect(points).toHaveLength(1);
    const aftermath = aftermathSchema.parse(points[0].aftermath);
    expect(aftermath.filesReread).toEqual([
      { path: "/p/auth.ts", tokens: 1_000, firstRereadCall: 1, restored: false },
    ]);
    expect(aftermath.errorsRepeated).toEqual([
      { text: "FAIL TypeError at /p/auth.ts:40", before: { call: 0 }, after: { call: 2 } },
    ]);
    expect(aftermath.commandsRerun.map((c) => c.command)).toEqual(["npm test"]);
    expect(aftermath.questionsRepeated).toHaveLength(1);
    expect(aftermath.callsToResume).toBe(0);
    expect(aftermath.tokensRespent).toBeGreaterThanOrEqual(1_000);
  });

  it("gives replayed points none: no transcript followed them", async () => {
    const response = await compactions.GET(new Request(`http://test/x?replay=auto`), {
      params: Promise.resolve({ id }),
    });
    const { points } = await response.json();
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) expect(point.aftermath === null).toBe(point.origin === "replayed");
  });
});
