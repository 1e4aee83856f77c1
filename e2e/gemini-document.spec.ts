import { writeFileSync } from "node:fs";
import { z } from "zod";
import { generateGeminiSession } from "@/lib/generator/gemini/generate-gemini-session";
import { geminiSessionDocument } from "@/lib/generator/gemini/gemini-document";
import { formatInteger } from "@/lib/view/format/format-number";
import { callList } from "@/lib/view/session/events/replay-agreement";
import { expect, test } from "./fixtures";
import { uniqueName } from "./pages/test-data";
import { TokenCurvePanel } from "./pages/token-curve";

const summarySchema = z.object({
  id: z.string(),
  name: z.string(),
  harness: z.string(),
  records: z.number(),
  apiCalls: z.number(),
  maxContextTokens: z.number(),
  compactions: z.array(z.unknown()),
});
const replaySchema = z.object({
  profile: z.string(),
  profileReason: z.string(),
  recordsCompactions: z.boolean(),
  events: z.array(z.object({ kind: z.string(), atCall: z.number() })),
});

/** Uploaded through the page, not seeded: the fixtures do not know it, so it is deleted here. */
let uploaded: string | null = null;
test.afterEach(async ({ request }) => {
  if (uploaded === null) return;
  const listed = await request.get(`/api/transcripts?q=${encodeURIComponent(uploaded)}`);
  const { transcripts } = z
    .object({ transcripts: z.array(z.object({ id: z.string(), name: z.string() })) })
    .parse(await listed.json());
  for (const t of transcripts.filter((t) => t.name === uploaded))
    await request.delete(`/api/transcripts/${t.id}`);
  uploaded = null;
});

test("an older Gemini CLI session (one JSON document) uploaded through the page opens with the compressions its replay makes", async ({
  page,
  homePage,
}, testInfo) => {
  test.setTimeout(120_000);
  // A session as Gemini CLI before 0.39 wrote it: one pretty-printed document, which records
  // no compression; its prompt tokens pass half the 1,048,576-token limit.
  const generated = generateGeminiSession({ seed: 21, targetBytes: 5_000_000, compressAt: 1e12 });
  const document = geminiSessionDocument(generated.lines);
  const facts = generated.facts();
  expect(facts.maxContextTokens).toBeGreaterThan(524_288);
  const name = uniqueName("session-e2e-gemini").replace(/\.jsonl$/, ".json");
  const file = testInfo.outputPath(name);
  writeFileSync(file, document);

  await homePage.goto();
  uploaded = name;
  await homePage.upload(file);
  const upload = homePage.uploadRow(name);
  await expect(upload.getByRole("status")).toHaveText("Stored");

  // The API: stored as Gemini CLI's, every gemini message with tokens a call.
  const listed = await page.request.get(`/api/transcripts?q=${encodeURIComponent(name)}`);
  const found = z
    .object({ transcripts: z.array(summarySchema) })
    .parse(await listed.json()).transcripts;
  const summary = found.find((item) => item.name === name);
  if (!summary) throw new Error(`no stored transcript named ${name}`);
  expect(summary.harness).toBe("gemini-cli");
  expect(summary.apiCalls).toBe(facts.calls);
  expect(summary.maxContextTokens).toBe(facts.maxContextTokens);
  expect(summary.compactions).toEqual([]);
  await expect(upload.getByTestId("upload-result")).toContainText(
    `${formatInteger(summary.records)} records`,
  );
  const replayed = replaySchema.parse(
    await (await page.request.post(`/api/transcripts/${summary.id}/replay`, { data: {} })).json(),
  );
  expect(replayed.profile).toBe("gemini");
  expect(replayed.profileReason).toMatch(/document without kind/);
  const compressions = replayed.events.filter((e) => e.kind === "gemini-compress");
  expect(compressions.length).toBeGreaterThan(0);
  // The document cannot record a compression: nothing the replay makes is checked against it.
  expect(replayed.recordsCompactions).toBe(false);
  const compressedAt = [...new Set(compressions.map((e) => e.atCall))];

  // The session page draws the replay's compressions where the API puts them, and none recorded.
  await homePage.row(name).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${summary.id}`));
  const tokenCurve = new TokenCurvePanel(page);
  await expect(tokenCurve.markers({ source: "replayed", kind: "gemini-compress" })).toHaveCount(
    compressions.length,
  );
  expect(await tokenCurve.markerCalls({ source: "replayed", kind: "gemini-compress" })).toEqual(
    compressions.map((e) => e.atCall),
  );
  await expect(tokenCurve.markers({ source: "recorded", kind: "compaction" })).toHaveCount(0);

  // The page says the replay's compressions cannot be checked, never that they do not match.
  const count = compressedAt.length;
  await expect(page.getByTestId("replay-unchecked")).toHaveText(
    "The recording cannot check this replay" +
      `This file's format records no compactions: the replay's ${formatInteger(count)} ` +
      `compaction${count === 1 ? "" : "s"} at ${callList(compressedAt)} cannot be checked against it.`,
  );
  await expect(page.getByTestId("replay-mismatch")).toHaveCount(0);
});
