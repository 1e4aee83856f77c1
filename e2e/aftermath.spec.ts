import { z } from "zod";
import { generateDemoSessions } from "@/lib/generator/demo-sessions";
import { expect, test as base } from "./fixtures";
import { AftermathSection } from "./pages/aftermath-section";
import { makeTranscript, uniqueName } from "./pages/test-data";

const test = base.extend<{ aftermath: AftermathSection }>({
  aftermath: async ({ page }, use) => use(new AftermathSection(page)),
});

// The demo's compacting session (seeded by `npm start` too): it re-reads files after each of
// its two compactions, some of which the client had restored.
const DEMO = generateDemoSessions().find((s) => s.name === "demo-2.1-autocompact-x2.jsonl");
if (DEMO === undefined) throw new Error("the demo lost its compacting session");
const SESSION = makeTranscript(DEMO.options);

const pointsSchema = z.object({
  points: z.array(
    z.object({
      point: z.string(),
      origin: z.string(),
      aftermath: z
        .object({
          filesReread: z.array(
            z.object({ path: z.string(), tokens: z.number(), firstRereadCall: z.number() }),
          ),
          tokensRespent: z.number(),
        })
        .nullable(),
    }),
  ),
});

const grouped = (n: number) => n.toLocaleString("en-US");

test("a compaction's page shows the files read again after it with the tokens the API returns", async ({
  page,
  request,
  seedTranscript,
  sessionPage,
  compactionPage,
  aftermath,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-aftermath"), jsonl: SESSION.text });
  const response = await request.get(`/api/transcripts/${seeded.id}/compactions`);
  expect(response.ok()).toBe(true);
  const { points } = pointsSchema.parse(await response.json());
  const point = points.find((p) => (p.aftermath?.filesReread.length ?? 0) > 0);
  if (point?.aftermath == null) throw new Error("the demo session should re-read a file");
  const files = point.aftermath.filesReread;
  const total = files.reduce((sum, f) => sum + f.tokens, 0);

  await compactionPage.goto(seeded.id, point.point);
  await expect(aftermath.section).toBeVisible();
  await expect(aftermath.filesFigure).toHaveText(
    new RegExp(`^${files.length} files?, ${grouped(total)} tokens`),
  );
  for (const file of files) {
    const row = aftermath.fileRow(file.path);
    await expect(row.getByRole("cell").nth(1)).toHaveText(grouped(file.tokens));
    await expect(row.getByRole("link")).toHaveText(`call ${grouped(file.firstRereadCall)}`);
  }
  await expect(aftermath.respentFigure).toHaveText(
    new RegExp(`^${grouped(point.aftermath.tokensRespent)} tokens?, `),
  );
  await expect(await aftermath.openDefinition("filesReread")).toContainText(
    "Read again after this one",
  );

  // The call link opens the session at the call that re-read the first file.
  const [first] = files;
  if (first === undefined) throw new Error("no file");
  await aftermath.fileRow(first.path).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`call=${first.firstRereadCall}(&|$)`));

  // The session's compactions table says it in one line, with the same figures.
  await sessionPage.goto(seeded.id);
  await expect(aftermath.tableLines.first()).toBeVisible();
  await expect(aftermath.tableLines).toContainText([
    new RegExp(`re-read ${files.length} files? \\(${grouped(total)} tokens\\)`),
  ]);
});
