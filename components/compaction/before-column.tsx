import type { CompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import { ClearedTable } from "./cleared-table";
import { Block, Column } from "./column";
import { EntryTable } from "./entry-table";

type Table = "before" | "cleared" | "kept";

type BeforeColumnProps = {
  page: CompactionPageModel;
  /** The address of page `n` of one table, the others left where they are. */
  hrefFor: (table: Table, n: number) => string;
};

const counts = (n: number, what: string, tokens: number) =>
  `${formatInteger(n)} ${what} · ${formatInteger(tokens)} tokens`;

/** Left side: what went into the compaction, what microcompaction had cleared, what was kept. */
export function BeforeColumn({ page, hrefFor }: BeforeColumnProps) {
  const { summarised, cleared, kept } = page;
  const keptEmpty =
    page.origin === "recorded"
      ? "Nothing recorded as kept: a recorded compaction does not say which messages it kept (new messages after it show on the right)."
      : "Nothing kept: a full compaction replaces every message with the summary.";
  return (
    <Column title="Before">
      <Block
        title="Summarised"
        counts={counts(summarised.total, "records", summarised.tokens)}
        empty={
          summarised.total === 0
            ? "Nothing was summarised: no main-thread records since the previous compaction."
            : null
        }
        emptyTestId="summarised-empty"
      >
        <EntryTable
          name="Summarised records"
          table={summarised}
          hrefFor={(n) => hrefFor("before", n)}
          testId="summarised"
        />
      </Block>
      <Block
        title="Cleared by microcompaction"
        counts={counts(cleared.total, "results", cleared.tokens)}
        empty={
          cleared.total === 0
            ? "Microcompaction cleared no tool results since the previous compaction."
            : null
        }
        emptyTestId="cleared-empty"
      >
        <ClearedTable cleared={cleared} hrefFor={(n) => hrefFor("cleared", n)} />
      </Block>
      <Block
        title="Kept verbatim"
        counts={counts(kept.total, "records", kept.tokens)}
        empty={kept.total === 0 ? keptEmpty : null}
        emptyTestId="kept-empty"
      >
        <EntryTable
          name="Kept records"
          table={kept}
          hrefFor={(n) => hrefFor("kept", n)}
          testId="kept"
        />
      </Block>
    </Column>
  );
}
