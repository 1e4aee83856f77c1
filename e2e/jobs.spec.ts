import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";

// 4 x 50 = 200 settings (the most a sweep takes) over eight larger sessions: 1,600 replays,
// long enough to be cancelled while it runs.
const GRID = {
  autocompactBufferTokens: Array.from({ length: 50 }, (_, i) => 8_000 + i * 1_000),
  maxOutputTokens: [8_000, 16_000, 20_000, 32_000],
};

test("the jobs page shows a running sweep with a progress bar, and Cancel stops it", async ({
  page,
  request,
  seedTranscript,
}) => {
  const prefix = uniquePrefix("e2e-jobs");
  const transcriptIds: string[] = [];
  for (const seed of [41, 42, 43, 44, 45, 46, 47, 48]) {
    const { text } = makeTranscript({ seed, style: "2.1", targetBytes: 1_200_000 });
    transcriptIds.push((await seedTranscript({ name: `${prefix}-${seed}.jsonl`, jsonl: text })).id);
  }
  // Three sweeps: the last waits for, or shares the threads with, the two before it, so it is
  // still unfinished when Cancel is clicked however fast this machine replays.
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const created = await request.post("/api/sweeps", { data: { transcriptIds, grid: GRID } });
    expect(created.status()).toBe(202);
    ids.push(((await created.json()) as { id: string }).id);
  }
  const id = ids[2]!;
  const ofSweep = { has: page.locator(`a[href="/sweeps/${id}"]`) };

  // Another page's header says a job runs, and leads to the jobs list.
  await page.goto("/sweeps");
  const indicator = page.getByTestId("jobs-indicator");
  await expect(indicator).toHaveText(/\d+ jobs? running/);
  await indicator.click();
  await expect(page).toHaveURL(/\/jobs$/);

  const row = page
    .getByTestId("jobs-table")
    .getByRole("row")
    .filter(ofSweep)
    .filter({ hasText: "Sweep of 8 sessions × 200 settings" })
    .filter({ hasText: /queued|running/ });
  await expect(row).toHaveCount(1);
  const bar = row.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await row.getByRole("button", { name: /^Cancel/ }).click();
  const cancelled = page
    .getByTestId("jobs-table")
    .getByRole("row")
    .filter(ofSweep)
    .filter({ hasText: "cancelled" });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByRole("button", { name: /^Cancel/ })).toHaveCount(0);

  const sweep = (await (await request.get(`/api/sweeps/${id}`)).json()) as {
    status: string;
    progress: { done: number; total: number };
  };
  expect(sweep.status).toBe("cancelled");
  expect(sweep.progress.done).toBeLessThan(sweep.progress.total);
  // The other sweeps are not touched by this cancel.
  for (const otherId of ids.slice(0, 2)) {
    const other = (await (await request.get(`/api/sweeps/${otherId}`)).json()) as {
      status: string;
    };
    expect(other.status).not.toBe("cancelled");
    // Stopped now, so their replays do not slow the specs that follow.
    await request.delete(`/api/sweeps/${otherId}`);
  }
});
