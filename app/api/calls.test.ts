import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toApiCallRows } from "@/lib/contracts/to-api-call-rows";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { PRICING_KEY } from "@/lib/pricing/pricing-key";
import { createModelBuilder } from "@/lib/transcript/build-model";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// GET /api/transcripts/:id/calls as Next calls it, on a migrated temp database.
const database = createRouteDatabase("calls");
const gunzipAsync = promisify(gunzip);

let calls: typeof import("./transcripts/[id]/calls/route");
let id = "";
const text = makeTranscriptText(8, 300_000);

/** The answer as the route made it before calls were stored: from the model of the bytes. */
function answerFromTheModel(): string {
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(text));
  return JSON.stringify({ calls: toApiCallRows(builder.end()) });
}

const get = (transcriptId: string, query = "") =>
  calls.GET(new Request(`http://test/api/transcripts/${transcriptId}/calls${query}`), {
    params: Promise.resolve({ id: transcriptId }),
  });

async function storedTable() {
  const { getDb } = await import("@/lib/server/database");
  return getDb().modelBlob.findUniqueOrThrow({
    where: { transcriptId: id },
    select: { callsGzip: true, callsPricingKey: true },
  });
}

beforeAll(async () => {
  await database.setUp();
  calls = await import("./transcripts/[id]/calls/route");
  id = await uploadThroughRoute(text, "calls.jsonl");
});
afterAll(() => database.tearDown());

describe("GET /api/transcripts/:id/calls", () => {
  it("answers the calls stored at upload: the model's calls, byte for byte", async () => {
    const expected = answerFromTheModel();
    expect(JSON.parse(expected).calls.length).toBeGreaterThan(20);
    const response = await get(id);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.text()).toBe(expected);
    expect((await storedTable()).callsPricingKey).toBe(PRICING_KEY);
  });

  it("answers the same JSON gzip-compressed with ?encoding=gzip", async () => {
    const response = await get(id, "?encoding=gzip");
    expect(response.headers.get("content-type")).toBe("application/gzip");
    const json = await gunzipAsync(Buffer.from(await response.arrayBuffer()));
    expect(json.toString("utf8")).toBe(answerFromTheModel());
  });

  it.each([
    ["stored before tables existed", { callsGzip: null, callsPricingKey: null }],
    ["priced by another pricing table", { callsPricingKey: "p0-old" }],
  ])("makes the table of a row %s again from the model, and keeps it", async (_name, data) => {
    const { getDb } = await import("@/lib/server/database");
    await getDb().modelBlob.update({ where: { transcriptId: id }, data });
    expect(await (await get(id)).text()).toBe(answerFromTheModel());
    const kept = await storedTable();
    expect(kept.callsPricingKey).toBe(PRICING_KEY);
    expect((await gunzipAsync(kept.callsGzip as Uint8Array)).toString("utf8")).toBe(
      answerFromTheModel(),
    );
  });

  it("answers a JSON 404 for an unknown transcript and a 422 for an unknown encoding", async () => {
    const missing = await get("missing", "?encoding=gzip");
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, "not_found"]);
    expect((await get(id, "?encoding=br")).status).toBe(422);
  });
});
