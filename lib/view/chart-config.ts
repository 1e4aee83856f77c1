/**
 * Series key -> label and colour: one per chart, read by the chart, its tooltip and its legend
 * (STYLE.md, "Deciding vs drawing"), so a series has one colour wherever it is drawn.
 */
export type ChartConfig<K extends string = string> = Record<K, { label: string; color: string }>;
