import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { z } from "zod";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";

const summariesUrl = (id: string, point: string) =>
  `/api/transcripts/${id}/compactions/${point}/summaries`;

/** The variants of a point, as `GET .../summaries` answers them. */
export async function readVariants(request: APIRequestContext, id: string, point: string) {
  const answer = await request.get(summariesUrl(id, point));
  return z.object({ variants: z.array(summaryVariantSchema) }).parse(await answer.json()).variants;
}

/** Makes a variant through the API (201, runs in the background), waits until done: its id. */
export async function makeVariant(
  request: APIRequestContext,
  id: string,
  point: string,
  data: Record<string, unknown>,
): Promise<string> {
  const created = await request.post(summariesUrl(id, point), { data });
  expect(created.status()).toBe(201);
  const { variant } = z.object({ variant: summaryVariantSchema }).parse(await created.json());
  await expect
    .poll(
      async () => (await readVariants(request, id, point)).find((v) => v.id === variant.id)?.status,
    )
    .toBe("done");
  return variant.id;
}

/** The Summaries section of a compaction page: variants, the new-summary form, comparison. */
export class SummariesSection {
  readonly root: Locator;
  readonly variants: Locator;
  readonly empty: Locator;
  readonly form: Locator;
  readonly submit: Locator;
  readonly instructions: Locator;
  readonly stream: Locator;
  readonly streamPhase: Locator;
  readonly streamText: Locator;
  readonly streamTokens: Locator;
  readonly comparison: Locator;
  readonly sectionGrid: Locator;
  readonly metrics: Locator;
  readonly textView: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("summaries");
    this.variants = page.getByTestId("variants-table");
    this.empty = page.getByTestId("summaries-empty");
    this.form = page.getByRole("form", { name: "New summary" });
    this.submit = this.form.getByRole("button", { name: "Summarize" });
    this.instructions = this.form.getByLabel("Custom instructions");
    this.stream = page.getByTestId("summary-stream");
    this.streamPhase = page.getByTestId("stream-phase");
    this.streamText = page.getByTestId("stream-text");
    this.streamTokens = page.getByTestId("stream-tokens");
    this.comparison = page.getByTestId("comparison");
    this.sectionGrid = page.getByTestId("section-grid");
    this.metrics = page.getByTestId("metrics-table");
    this.textView = page.getByTestId("text-view");
  }

  /** A variant's row by its label ("Recorded", "Offline", "Anthropic · sonnet-4.6"). */
  row(label: string | RegExp): Locator {
    return this.variants.getByRole("row").filter({ hasText: label });
  }

  /** The compare checkbox of the n-th variant (0: recorded). */
  compareBox(index: number): Locator {
    return this.variants.getByRole("checkbox", { name: /^Compare / }).nth(index);
  }

  /** A metric's row in the comparison's metrics table, by its label. */
  metricRow(label: string): Locator {
    return this.metrics.getByRole("row").filter({ hasText: label });
  }
}
