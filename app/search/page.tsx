import type { Metadata } from "next";
import { SearchError } from "@/components/search/search-error";
import { SearchForm } from "@/components/search/search-form";
import { SearchResults } from "@/components/search/search-results";
import { EmptyState } from "@/components/ui/empty-state";
import { searchQuerySchema, type SearchResponse } from "@/lib/contracts/search";
import { toErrorBody } from "@/lib/errors";
import { services } from "@/lib/server";
import {
  pageHrefs,
  readSearchParams,
  type SearchPageParams,
} from "@/lib/view/search/search-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search" };

type SearchPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type Outcome =
  | { ok: true; answer: SearchResponse; offset: number; limit: number }
  | { ok: false; message: string };

/** Runs the search the URL asks for, as the API would: its refusal in words, never a crash. */
async function runSearch(params: SearchPageParams): Promise<Outcome> {
  try {
    const values = Object.entries({ ...params, cursor: params.cursor ?? "" });
    const query = searchQuerySchema.parse(Object.fromEntries(values.filter(([, v]) => v !== "")));
    const answer = await services().search.search(query);
    return { ok: true, answer, offset: Number(query.cursor ?? 0), limit: query.limit };
  } catch (error) {
    return { ok: false, message: toErrorBody(error).body.error.message };
  }
}

/** Full-text search over every session's messages, its words and filters in the URL. */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const params = readSearchParams(await searchParams);
  const outcome = params.q.trim() === "" ? null : await runSearch(params);
  return (
    <div>
      <div className="page-head">
        <h1>Search</h1>
        <p className="keyboard-hints" aria-label="Keyboard shortcuts">
          <span>
            <kbd>/</kbd> search
          </span>
        </p>
      </div>
      <SearchForm params={params} />
      {outcome === null && (
        <EmptyState title="Search every session's messages" testId="search-empty">
          <p>
            What people wrote, what the assistant answered and thought, the tools it called and what
            they returned. Words must all appear; <code>&quot;a phrase&quot;</code> keeps them
            together, <code>nix*</code> finds words starting with nix.
          </p>
        </EmptyState>
      )}
      {outcome?.ok === false && <SearchError message={outcome.message} />}
      {outcome?.ok === true && (
        <SearchResults
          answer={outcome.answer}
          offset={outcome.offset}
          {...pageHrefs(params, outcome.offset, outcome.limit, outcome.answer.nextCursor)}
        />
      )}
    </div>
  );
}
