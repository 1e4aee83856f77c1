"use client";

import Link from "next/link";
import { useRef } from "react";
import { FilterTextInput } from "@/components/ui/filter-text-input";
import { useKeyboardShortcut } from "@/components/ui/use-keyboard-shortcut";
import { DayFilter } from "@/components/library/day-filter";
import { YesNoFilter } from "@/components/library/yes-no-filter";
import { HarnessFilter } from "@/components/library/harness-filter";
import { shortModelName } from "@/lib/view/format/short-model-name";
import {
  toSearchParams,
  type TranscriptsTableState,
} from "@/lib/view/library/transcripts-table-state";

/** Every stored value, offered as suggestions in the filter fields. */
export type FilterSuggestions = { versions: string[]; models: string[]; projects: string[] };

type ToolbarProps = {
  state: TranscriptsTableState;
  suggestions: FilterSuggestions;
  hasFilters: boolean;
  onChange(change: Partial<TranscriptsTableState>): void;
  onClear(): void;
};

/** Search and filters of the sessions table; every change lands in the URL. */
export function TranscriptsToolbar({
  state,
  suggestions,
  hasFilters,
  onChange,
  onClear,
}: ToolbarProps) {
  const search = useRef<HTMLInputElement>(null);
  useKeyboardShortcut("/", () => search.current?.focus());

  return (
    <div className="toolbar" role="search" aria-label="Filter transcripts">
      <FilterTextInput
        label="Search"
        type="search"
        className="field-grow"
        inputRef={search}
        value={state.q}
        placeholder="Name, title, project, session id, model…  ( / )"
        onCommit={(q) => onChange({ q })}
      />
      <HarnessFilter value={state.harness} onChange={(harness) => onChange({ harness })} />
      <FilterTextInput
        label="Version"
        value={state.version}
        placeholder="e.g. 2.1.19"
        listId="filter-versions"
        onCommit={(version) => onChange({ version })}
      />
      <FilterTextInput
        label="Model"
        value={state.model}
        placeholder="e.g. opus, claude-opus-4-5"
        listId="filter-models"
        onCommit={(model) => onChange({ model })}
      />
      <FilterTextInput
        label="Project"
        value={state.project}
        placeholder="part of the path"
        listId="filter-projects"
        onCommit={(project) => onChange({ project })}
      />
      <YesNoFilter
        label="Compacted"
        value={state.compacted}
        onChange={(compacted) => onChange({ compacted })}
      />
      <YesNoFilter
        label="Replay reproduces"
        description="Whether the replay as recorded (auto) makes each recorded compaction at its call"
        value={state.reproduces}
        onChange={(reproduces) => onChange({ reproduces })}
      />
      <FilterTextInput
        label="Min cost $"
        className="field-narrow"
        inputMode="decimal"
        value={state.minCost}
        placeholder="0"
        onCommit={(minCost) => onChange({ minCost })}
      />
      <FilterTextInput
        label="Max cost $"
        className="field-narrow"
        inputMode="decimal"
        value={state.maxCost}
        placeholder="any"
        onCommit={(maxCost) => onChange({ maxCost })}
      />
      <DayFilter
        label="Active from"
        description="Sessions active on or after this day (UTC): their last activity is that day or later"
        value={state.from}
        onChange={(from) => onChange({ from })}
      />
      <DayFilter
        label="Active until"
        description="Sessions active on or before this day (UTC): they started that day or earlier"
        value={state.to}
        onChange={(to) => onChange({ to })}
      />
      {hasFilters && (
        <button type="button" className="button button-ghost toolbar-clear" onClick={onClear}>
          Clear filters
        </button>
      )}
      {hasFilters && (
        <Link href={`/sweeps/new?${toSearchParams(state)}`} className="button button-ghost">
          Sweep these sessions
        </Link>
      )}
      <Suggestions id="filter-versions" values={suggestions.versions} />
      <Suggestions id="filter-models" values={suggestions.models} label={shortModelName} />
      <Suggestions id="filter-projects" values={suggestions.projects} />
    </div>
  );
}

function Suggestions({
  id,
  values,
  label,
}: {
  id: string;
  values: string[];
  label?: (value: string) => string;
}) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} label={label?.(value)} />
      ))}
    </datalist>
  );
}
