import type { APIRequestContext } from "@playwright/test";
import { forecastNextCompaction } from "@/lib/compaction/forecast/forecast-next-compaction";
import type { ReplayConfig } from "@/lib/compaction/config/replay-config";
import { replayResultSchema } from "@/lib/contracts/replay-result-schema";
import { generateDemoSessions } from "@/lib/generator/demo-sessions";
import { formatInteger } from "@/lib/view/format/format-number";
import { describeForecastSettings } from "@/lib/view/session/forecast/describe-forecast-settings";
import { prepareForecast } from "@/lib/view/session/forecast/prepare-forecast";
import { expect, test } from "./fixtures";
import { ConstantsPanel } from "./pages/constants-panel";
import { ForecastPanel } from "./pages/forecast-panel";
import { makeTranscript, uniqueName } from "./pages/test-data";

// The demo's compacting session: two auto compactions at 167,000, then 23 calls of growth.
const [DEMO] = generateDemoSessions();
if (DEMO === undefined) throw new Error("the demo generates no session");
const SESSION = makeTranscript(DEMO.options);

/** The engine's replay under these constants, as an outside check reads it. */
async function replay(request: APIRequestContext, id: string, overrides: Partial<ReplayConfig>) {
  const response = await request.post(`/api/transcripts/${id}/replay`, {
    data: { profile: "auto", overrides },
  });
  expect(response.ok()).toBe(true);
  return replayResultSchema.parse(await response.json());
}

test("the forecast says what the engine computes from the replay, and moves with a constant", async ({
  page,
  request,
  seedTranscript,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-forecast"), jsonl: SESSION.text });
  const forecastPanel = new ForecastPanel(page);
  const constants = new ConstantsPanel(page);
  await forecastPanel.goto(seeded.id);

  const asRecorded = await replay(request, seeded.id, {});
  const last = asRecorded.calls.at(-1);
  if (last === undefined) throw new Error("the replay has no calls");
  // The figures themselves, read straight off the replay: the last call's replayed context,
  // the threshold, and the engine's count.
  const forecast = forecastNextCompaction(asRecorded);
  expect(forecast.kind).toBe("forecast");
  if (forecast.kind !== "forecast") return;
  await expect(forecastPanel.context).toHaveText(
    `Context now ${formatInteger(last.replayTokens)} of ${formatInteger(asRecorded.thresholds.autocompactThreshold)} (threshold of ${DEMO.options.version} under auto).`,
  );
  const { expected, low, high } = forecast.calls;
  await expect(forecastPanel.outlook).toContainText(
    `About ${expected} calls (${low}–${high}) / ${formatInteger(forecast.tokensToGo)} tokens to the next auto compaction`,
  );
  await expect(forecastPanel.asOf).toHaveText(
    `As of call ${formatInteger(last.index)}, the last in the file.`,
  );

  // A bigger buffer lowers the threshold: the panel follows the replay the constant asks for.
  const before = await forecastPanel.outlook.textContent();
  await constants.setNumber("autocompactBufferTokens", "40000");
  const overrides = { autocompactBufferTokens: 40_000 };
  const whatIf = await replay(request, seeded.id, overrides);
  expect(whatIf.thresholds.autocompactThreshold).toBeLessThan(
    asRecorded.thresholds.autocompactThreshold,
  );
  const settings = describeForecastSettings(seeded.versions, "auto", overrides);
  const moved = prepareForecast(whatIf, settings);
  await expect(forecastPanel.context).toHaveText(moved.context);
  await expect(forecastPanel.outlook).toHaveText(moved.outlook);
  expect(moved.outlook).not.toBe(before);
  expect(moved.context).toContain(`of ${formatInteger(whatIf.thresholds.autocompactThreshold)}`);
});
