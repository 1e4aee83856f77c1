import { generateTranscript } from "@/lib/generator/generate-transcript";
import { expect, test } from "./fixtures";
import { e2eWatchFolder, LiveFolderFile } from "./pages/live-folder";

// A session written by Claude Code as it runs: its first lines, then more with new API calls.
const LINES = [...generateTranscript({ seed: 21, style: "2.1", targetBytes: 80_000 }).lines];
const FIRST = Math.floor(LINES.length / 2);

test.describe("a live folder", () => {
  let file: LiveFolderFile;
  test.beforeEach(({ request }) => {
    file = new LiveFolderFile(request, `project-live/${test.info().testId}.jsonl`);
  });
  test.afterEach(async () => file.remove());

  test("a session open on its page shows lines appended to its file, without a reload", async ({
    page,
    sessionPage,
  }) => {
    await file.write(LINES.slice(0, FIRST));
    await expect.poll(() => file.stored(), { timeout: 20_000 }).not.toBeNull();
    const before = await file.stored();
    if (before === null) throw new Error("the file was not imported");

    await sessionPage.goto(before.id, "call=1");
    const curveCount = page.getByTestId("curve-count");
    await expect(curveCount).toHaveText(`${before.apiCalls} calls`);
    await expect(sessionPage.card("apiCalls")).toContainText(String(before.apiCalls));
    // Set on this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 21));

    await file.append(LINES.slice(FIRST));
    await expect
      .poll(async () => (await file.stored())?.apiCalls, { timeout: 20_000 })
      .toBeGreaterThan(before.apiCalls);
    const after = await file.stored();
    expect(after?.id).toBe(before.id);
    await expect(curveCount).toHaveText(`${after?.apiCalls} calls`);
    await expect(sessionPage.card("apiCalls")).toContainText(String(after?.apiCalls));
    expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(
      21,
    );
    await expect(page).toHaveURL(/[?&]call=1\b/);
  });

  test("the sessions list shows a new file of the folder by itself", async ({ page, homePage }) => {
    await homePage.goto();
    await file.write(LINES.slice(0, FIRST));
    await expect(page.getByRole("link", { name: new RegExp(test.info().testId) })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe("the live folders page", () => {
  test("lists the WATCH folder, says why a folder cannot be followed, and follows one that can", async ({
    page,
  }) => {
    await page.goto("/folders");
    const folders = page.getByTestId("folders");
    await expect(folders.getByRole("row", { name: /watched.*WATCH= at start-up/ })).toBeVisible();
    const path = page.getByLabel("Folder on the server");
    await path.fill("/no/such/folder");
    await page.getByRole("button", { name: "Follow" }).click();
    const form = page.getByRole("form", { name: "Follow a folder" });
    await expect(form.getByRole("alert")).toHaveText(
      "/no/such/folder does not exist on the server.",
    );

    await path.fill(e2eWatchFolder().replace(/watched$/, ""));
    await page.getByRole("button", { name: "Follow" }).click();
    await expect(page.getByTestId("folders-summary")).toContainText("Following 2 folders");
    const added = folders.getByRole("row", { name: /added here/ });
    await added.getByRole("button", { name: /Stop following/ }).click();
    await expect(page.getByTestId("folders-summary")).toContainText("Following 1 folder:");
  });
});
