import { expect, test } from "./fixtures";
import { HomePage } from "./pages/home-page";
import { makeTranscript, uniqueName } from "./pages/test-data";

// Each file here is refused by the server (not JSONL), so nothing is left stored behind.
const NOT_JSONL = JSON.stringify([{ type: "user" }]);

test("a file dropped on the drop zone is uploaded", async ({ page }) => {
  const name = uniqueName("e2e-dropped");
  const home = new HomePage(page);
  await home.goto();
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName, { type: "application/x-ndjson" }));
      return transfer;
    },
    { fileName: name, text: NOT_JSONL },
  );
  const dropZone = page.getByRole("group", { name: "Drop zone for transcript files" });
  await dropZone.dispatchEvent("dragenter", { dataTransfer });
  await expect(dropZone).toHaveAttribute("data-dragging", "true");
  await dropZone.dispatchEvent("drop", { dataTransfer });
  await expect(dropZone).not.toHaveAttribute("data-dragging");
  await expect(home.uploadRow(name).getByRole("alert")).toContainText("JSON array, not JSONL");
});

test("pressing u opens the file picker, but not while typing in the search box", async ({
  page,
  seedTranscript,
}) => {
  // The search box shows once something is stored.
  const { text } = makeTranscript({ seed: 500, style: "2.1", targetBytes: 20_000 });
  await seedTranscript({ name: uniqueName("e2e-shortcut"), jsonl: text });
  const name = uniqueName("e2e-picked");
  const home = new HomePage(page);
  await home.goto();

  await home.search.click();
  await page.keyboard.type("u");
  await expect(home.search).toHaveValue("u");
  await home.search.press("Escape");

  await page.getByRole("heading", { name: "Sessions", level: 1 }).click();
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("u")]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(NOT_JSONL) });
  await expect(home.uploadRow(name).getByRole("alert")).toContainText("JSON array, not JSONL");
});
