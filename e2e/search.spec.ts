import { test as base, expect, type SeedInput } from "./fixtures";
import { SearchPage } from "./pages/search-page";

const test = base.extend<{ searchPage: SearchPage }>({
  searchPage: async ({ page }, use) => use(new SearchPage(page)),
});

/** A small session whose records say what they are given, one per line. */
function session(name: string, said: { role: "user" | "assistant"; text: string }[]): SeedInput {
  const sessionId = crypto.randomUUID();
  let parent: string | null = null;
  const lines = said.map(({ role, text }, index) => {
    const uuid = crypto.randomUUID();
    const record = {
      type: role,
      uuid,
      parentUuid: parent,
      sessionId,
      version: "2.1.92",
      timestamp: `2026-11-20T10:0${index}:00.000Z`,
      message:
        role === "user"
          ? { role, content: text }
          : {
              id: `msg_${uuid}`,
              role,
              model: "claude-opus-4-5-20251101",
              content: [{ type: "text", text }],
              usage: { input_tokens: 100, output_tokens: 10 },
            },
    };
    parent = uuid;
    return JSON.stringify(record);
  });
  return { name, jsonl: `${lines.join("\n")}\n` };
}

test("a search across two sessions finds a word present in both and opens the session at its line", async ({
  page,
  request,
  seedTranscript,
  searchPage,
}) => {
  const word = `zephyr${Date.now()}`;
  const first = await seedTranscript(
    session("alpha-session.jsonl", [
      { role: "user", text: "Set up the build cache." },
      { role: "assistant", text: `The ${word} cache now lives under /var/cache.` },
    ]),
  );
  const second = await seedTranscript(
    session("beta-session.jsonl", [
      { role: "user", text: `Why does ${word} fail on the second run?` },
      { role: "assistant", text: "Because the lock file is stale." },
    ]),
  );
  // Stored sessions are indexed in the background, within seconds.
  await expect
    .poll(async () => (await (await request.get(`/api/search?q=${word}`)).json()).total, {
      timeout: 30_000,
    })
    .toBe(2);

  await searchPage.goto();
  await expect(searchPage.empty).toBeVisible();
  await searchPage.search(word);

  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`));
  await expect(searchPage.summary).toHaveText(
    // Other specs' sessions may be stored meanwhile: they are searched too, and hold no hit.
    /^2 hits in 2 sessions \(\d+ sessions searched\)\.$/,
  );
  const alpha = searchPage.group("alpha-session.jsonl");
  const beta = searchPage.group("beta-session.jsonl");
  await expect(alpha.getByTestId("search-snippet")).toHaveText(
    `The ${word} cache now lives under /var/cache.`,
  );
  await expect(alpha.locator("mark")).toHaveText([word]);
  await expect(alpha.getByTestId("search-hit")).toContainText("Line 2");
  await expect(alpha.getByTestId("search-hit")).toContainText("Assistant");
  await expect(beta.getByTestId("search-snippet")).toHaveText(
    `Why does ${word} fail on the second run?`,
  );
  await expect(beta.getByTestId("search-hit")).toContainText("Line 1");

  await beta.getByTestId("search-hit").click();
  await expect(page).toHaveURL(`/sessions/${second.id}?line=1`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("beta-session");

  await page.goBack();
  await alpha.getByTestId("search-hit").click();
  await expect(page).toHaveURL(`/sessions/${first.id}?line=2`);
});

test("filters narrow the hits and live in the URL; a bad filter is said in words", async ({
  request,
  seedTranscript,
  searchPage,
}) => {
  const word = `quillon${Date.now()}`;
  await seedTranscript(
    session("gamma-session.jsonl", [
      { role: "user", text: `Rename ${word} everywhere.` },
      { role: "assistant", text: `Renamed ${word} in 3 files.` },
    ]),
  );
  await expect
    .poll(async () => (await (await request.get(`/api/search?q=${word}`)).json()).total, {
      timeout: 30_000,
    })
    .toBe(2);

  await searchPage.goto(`q=${word}&role=assistant`);
  await expect(searchPage.page.getByLabel("Said by")).toHaveValue("assistant");
  await expect(searchPage.summary).toHaveText(/^1 hit in 1 session \(\d+ sessions? searched\)\.$/);
  await expect(searchPage.groups.getByTestId("search-snippet")).toHaveText(
    `Renamed ${word} in 3 files.`,
  );

  await searchPage.goto(`q=${word}&from=not-a-date`);
  await expect(searchPage.error).toContainText("from: must be a day (2026-11-27)");
  await searchPage.goto(`q=${word}-missing-entirely`);
  await expect(searchPage.page.getByTestId("search-no-hits")).toBeVisible();
});
