import { expect, test, E2E_MAX_UPLOAD_BYTES } from "./fixtures";
import { HomePage } from "./pages/home-page";
import { uniqueName } from "./pages/test-data";

test("files that are not transcripts are refused with the reason in words", async ({ page }) => {
  const jsonArray = uniqueName("e2e-array", "json");
  const binary = uniqueName("e2e-binary", "bin");
  const empty = uniqueName("e2e-empty");
  const home = new HomePage(page);
  await home.goto();

  // One pick of three files: they upload side by side and each gets its own answer.
  await home.fileInput.setInputFiles([
    {
      name: jsonArray,
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify([{ type: "user", message: { role: "user", content: "hi" } }]),
      ),
    },
    {
      name: binary,
      mimeType: "application/octet-stream",
      buffer: Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0x00,
      ]),
    },
    { name: empty, mimeType: "text/plain", buffer: Buffer.alloc(0) },
  ]);

  await expect(home.uploadRow(jsonArray).getByRole("alert")).toContainText(/JSON array, not JSONL/);
  await expect(home.uploadRow(binary).getByRole("alert")).toContainText(/binary file/i);
  await expect(home.uploadRow(empty).getByRole("alert")).toContainText(/empty/i);
  for (const name of [jsonArray, binary, empty]) {
    await expect(home.uploadRow(name).getByRole("status")).toHaveText("Failed");
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  }

  // Finished rows can be cleared away.
  await page.getByRole("button", { name: "Clear finished" }).click();
  await expect(home.uploads).toBeHidden();
});

test("a file over the server's limit is refused, naming the limit", async ({ page }) => {
  const name = uniqueName("e2e-too-large");
  const line = `${JSON.stringify({ type: "user", uuid: "x", message: { role: "user", content: "x".repeat(1000) } })}\n`;
  const buffer = Buffer.from(
    line.repeat(Math.ceil((E2E_MAX_UPLOAD_BYTES + 1024 * 1024) / line.length)),
  );
  const home = new HomePage(page);
  await home.goto();
  await home.fileInput.setInputFiles({ name, mimeType: "application/x-ndjson", buffer });
  const alert = home.uploadRow(name).getByRole("alert");
  await expect(alert).toContainText(`limit of ${E2E_MAX_UPLOAD_BYTES / 1024 ** 2} MiB`);
  await expect(alert).toContainText("too_large");
});

test("a hostile file name is shown as text, never run", async ({ page }) => {
  const name = `<img src=x onerror="window.__pwned=1">${Date.now().toString(36)}.jsonl`;
  const home = new HomePage(page);
  await home.goto();
  await home.fileInput.setInputFiles({
    name,
    mimeType: "application/x-ndjson",
    buffer: Buffer.from("[1]\n"),
  });
  await expect(home.uploadRow(name).getByRole("alert")).toBeVisible();
  await expect(home.uploads.getByText(name, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
