import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";

test("saves the list's filter by name, applies it, and sweeps the sessions it matches", async ({
  page,
  request,
  seedTranscript,
  homePage,
  sweepsPage,
}) => {
  const prefix = uniquePrefix("e2e-saved");
  for (const seed of [41, 42, 43]) {
    const { text } = makeTranscript({ seed, style: "2.1", targetBytes: 400_000 });
    await seedTranscript({ name: `${prefix}-${seed}.jsonl`, jsonl: text });
  }
  const { text } = makeTranscript({ seed: 44, style: "2.1", targetBytes: 400_000 });
  await seedTranscript({ name: `${uniquePrefix("e2e-other")}.jsonl`, jsonl: text });

  // Filter the list, then save the filter under a name.
  await homePage.goto();
  await expect(homePage.saveFilter).toBeDisabled();
  await homePage.search.fill(prefix);
  await homePage.search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
  await expect(homePage.table.locator("tbody tr")).toHaveCount(3);
  await homePage.saveFilter.click();
  await homePage.savedFilterName.fill(prefix);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = homePage.savedFilter(prefix);
  await expect(saved).toContainText("3");
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  // A second save under the same name is refused in words.
  await homePage.saveFilter.click();
  await homePage.savedFilterName.fill(prefix);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(homePage.savedFilters.getByRole("alert")).toHaveText(
    `A saved filter named "${prefix}" already exists.`,
  );
  await page.getByRole("button", { name: "Cancel" }).click();

  // Applying it sets the URL again after the filters were cleared.
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(saved).toHaveAttribute("aria-pressed", "false");
  await saved.click();
  await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
  await expect(homePage.table.locator("tbody tr")).toHaveCount(3);

  // Sweep it: the form starts on the saved filter, with its sessions in the replay count.
  await homePage.savedFilters
    .getByRole("link", { name: `Sweep the saved filter ${prefix}` })
    .click();
  await expect(page).toHaveURL(/\/sweeps\/new\?savedFilter=/);
  await expect(sweepsPage.fromSavedFilter).toBeChecked();
  await sweepsPage.values("autocompactBufferTokens").fill("8K, 24K");
  await sweepsPage.values("maxOutputTokens").fill("20K");
  await expect(sweepsPage.replayCount).toHaveText("3 sessions x 2 settings = 6 replays");
  await sweepsPage.start.click();
  await expect(page).toHaveURL(/\/sweeps\/[^/]+$/);
  await expect(sweepsPage.status).toHaveText("Done", { timeout: 60_000 });
  await expect(sweepsPage.filterName).toHaveText(prefix);
  await expect(page.getByText("3 sessions from the saved filter")).toBeVisible();
  await expect(sweepsPage.results.locator("tbody tr")).toHaveCount(3);

  // Deleting it from the list removes its button.
  await homePage.goto();
  await homePage.savedFilters
    .getByRole("button", { name: `Delete the saved filter ${prefix}` })
    .click();
  await expect(saved).toHaveCount(0);
  const left = await request.get("/api/saved-filters");
  expect(JSON.stringify(await left.json())).not.toContain(prefix);
});
