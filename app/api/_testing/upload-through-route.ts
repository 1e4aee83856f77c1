import { z } from "zod";

const uploadAnswerSchema = z.object({ transcripts: z.array(z.object({ id: z.string() })).min(1) });

/**
 * Stores a transcript the way a client does, through `POST /api/transcripts` as Next calls
 * it, for route tests on a `createRouteDatabase` database (the `_` keeps this folder out of
 * the routes). Returns the new transcript's id.
 */
export async function uploadThroughRoute(text: string, name = "t.jsonl"): Promise<string> {
  const transcripts = await import("../transcripts/route");
  const response = await transcripts.POST(
    new Request(`http://test/api/transcripts?name=${encodeURIComponent(name)}`, {
      method: "POST",
      body: text,
      headers: { "content-type": "application/x-ndjson" },
    }),
  );
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return uploadAnswerSchema.parse(await response.json()).transcripts[0]!.id;
}
