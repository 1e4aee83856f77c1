import { transcriptListSchema } from "../lib/contracts/transcript-summary";
import { SAMPLE_SESSION } from "../lib/generator/sample-session";
import { expect, test } from "./fixtures";
import { HomePage } from "./pages/home-page";

const name = SAMPLE_SESSION.fileName;

test("an empty library offers the sample session: one click uploads it, and it compacted once", async ({
  page,
  request,
}) => {
  const home = new HomePage(page);
  await home.goto();
  const empty = page.getByTestId("library-empty");
  await expect(empty).toBeVisible();
  await expect(empty.getByRole("link", { name: /Download the sample/ })).toHaveAttribute(
    "href",
    `/${name}`,
  );

  await empty.getByRole("button", { name: "Try the sample session" }).click();
  const upload = home.uploadRow(name);
  await expect(upload.getByRole("status")).toHaveText("Stored", { timeout: 20_000 });
  await expect(upload.getByTestId("upload-result")).toContainText("1 compaction (1 auto)");
  await expect(home.row(name)).toBeVisible();

  // Leave the library empty for the next spec, as seeded data is.
  const list = await request.get(`/api/transcripts?q=${encodeURIComponent(name)}`);
  const { transcripts } = transcriptListSchema.parse(await list.json());
  for (const transcript of transcripts.filter((t) => t.name === name)) {
    expect((await request.delete(`/api/transcripts/${transcript.id}`)).ok()).toBe(true);
  }
});
