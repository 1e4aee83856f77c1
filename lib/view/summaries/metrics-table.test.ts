import { describe, expect, it } from "vitest";
import type { MetricValue } from "@/lib/summaries/metrics/metric";
import { toMetricDefinitions, toMetricRows, type MetricDefinition } from "./metrics-table";

const recall: MetricDefinition = {
  id: "recall",
  label: "Recall",
  definition: "d",
  better: "higher",
};
const tokens: MetricDefinition = { id: "tokens", label: "Tokens", definition: "d", better: null };
const invented: MetricDefinition = {
  id: "invented",
  label: "Invented",
  definition: "d",
  better: "lower",
};

const v = (value: number | null, items?: string[]): MetricValue => ({
  value,
  display: value === null ? "n/a" : String(value),
  ...(items ? { items } : {}),
});

describe("toMetricRows", () => {
  it.each<[string, MetricDefinition, (MetricValue | undefined)[], boolean[]]>([
    ["marks the highest when higher is better", recall, [v(0.5), v(0.9)], [false, true]],
    ["marks the lowest when lower is better", invented, [v(3), v(0)], [false, true]],
    ["marks every tie for best", recall, [v(1), v(1), v(0.2)], [true, true, false]],
    ["marks none when all are equal", recall, [v(1), v(1)], [false, false]],
    ["marks none for a figure with no better side", tokens, [v(100), v(200)], [false, false]],
    [
      "ignores variants without the value",
      recall,
      [v(0.3), v(null), undefined],
      [false, false, false],
    ],
    ["needs two known values to call one best", recall, [v(0.3), undefined], [false, false]],
  ])("%s", (_rule, definition, values, best) => {
    const columns = values.map((value, i) => ({
      variantId: `v${i}`,
      metrics: value === undefined ? null : { [definition.id]: value },
    }));
    const [row] = toMetricRows([definition], columns);
    expect(row!.cells.map((cell) => cell.isBest)).toEqual(best);
  });

  it("shows a dash, not a zero, for a variant without metrics", () => {
    const [row] = toMetricRows([recall], [{ variantId: "a", metrics: null }]);
    expect(row!.cells[0]).toMatchObject({ display: "—", value: null, items: [] });
  });

  it("keeps the items (missed messages, invented quotes)", () => {
    const [row] = toMetricRows(
      [invented],
      [{ variantId: "a", metrics: { invented: v(1, ["“foo”"]) } }],
    );
    expect(row!.cells[0]!.items).toEqual(["“foo”"]);
  });

  it("keeps the registry's order and appends metrics it does not know", () => {
    const rows = toMetricRows(
      [invented, recall],
      [{ variantId: "a", metrics: { recall: v(1), probe: v(2), invented: v(0) } }],
    );
    expect(rows.map((row) => row.id)).toEqual(["invented", "recall", "probe"]);
    expect(rows[2]).toMatchObject({ label: "probe", better: null });
  });
});

describe("toMetricDefinitions", () => {
  it("keeps each metric's words in the registry's order and drops its function", () => {
    const definitions = toMetricDefinitions();
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) {
      expect(Object.keys(definition).sort()).toEqual(["better", "definition", "id", "label"]);
      expect(definition.definition.length).toBeGreaterThan(20);
    }
  });
});
