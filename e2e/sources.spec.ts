import { readFileSync } from "node:fs";
import path from "node:path";
import { versionsMatrixSchema } from "@/lib/conformance/matrix-schema";
import { expect, test } from "./fixtures";

// Read as text, as conformance.spec.ts does: the page bundles the same committed file.
const matrix = versionsMatrixSchema.parse(
  JSON.parse(
    readFileSync(path.join(process.cwd(), "lib", "conformance", "versions-matrix.json"), "utf8"),
  ),
);

test("the sources page lists the documents, the measured versions and the transcripts, each at its anchor", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Sources" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();

  const documents = page.getByRole("region", { name: "Documents" }).getByRole("article");
  await expect(documents).toHaveCount(5);
  await expect(page.locator("body")).not.toContainText(/seed 0|SPEC §|FORMAT §|conformance lab/i);

  // A constant's citation lands on its document, which names the version it describes.
  await page.goto("/sources#claude-code-2-1-7-memory-notes");
  const notes = page.getByTestId("source-claude-code-2-1-7-memory-notes");
  await expect(
    notes.getByRole("heading", { name: "Memory Context Architecture (v2.1.7)" }),
  ).toBeInViewport();
  await expect(notes).toContainText("2.1.7");
  await expect(notes.getByText("smMinTokens", { exact: true })).toBeVisible();

  // Claude Code's releases, one row each; Codex CLI's rows have their section on /conformance.
  const claudeVersions = new Set(
    matrix.rows.filter((row) => row.harness === "claude-code").map((row) => row.version),
  );
  const versions = page.getByTestId("measured-versions").locator("tbody tr");
  await expect(versions).toHaveCount(claudeVersions.size);
  const measured = matrix.rows.find(
    (row) => row.version === "2.1.22" && row.setting === "200k+window-env",
  );
  await expect(page.locator("#measured-2-1-22")).toContainText(
    `compacts at ${measured?.preTokens?.toLocaleString("en-US")} with a 200K window`,
  );
});
