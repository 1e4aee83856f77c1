import Link from "next/link";
import type { SearchResponse } from "@/lib/contracts/search";
import { describeSearch, groupHits } from "@/lib/view/search/group-hits";
import { EmptyState } from "@/components/ui/empty-state";
import { HitSnippet } from "./hit-snippet";
import styles from "./search.module.css";

type SearchResultsProps = {
  answer: SearchResponse;
  offset: number;
  /** Links to the pages before and after this one (null: there is none). */
  previousHref: string | null;
  nextHref: string | null;
};

/** The hits, grouped by session, each a link to the session page at its line. */
export function SearchResults({ answer, offset, previousHref, nextHref }: SearchResultsProps) {
  const groups = groupHits(answer.hits);
  return (
    <section aria-label="Search results" className={styles.results}>
      <p className="muted" data-testid="search-summary">
        {describeSearch(answer, offset)}
      </p>
      {groups.length === 0 && (
        <EmptyState title="No message matches" testId="search-no-hits">
          <p>
            Every word must appear in one message. Try fewer words, a prefix (<code>nix*</code>), or
            fewer filters.
          </p>
        </EmptyState>
      )}
      {groups.map((group) => (
        <article key={group.transcriptId} className={styles.group} data-testid="search-group">
          <h2 className={styles.groupTitle}>
            <Link href={group.href}>{group.name}</Link>
            <span className="muted">
              {group.hits.length} {group.hits.length === 1 ? "hit" : "hits"}
            </span>
          </h2>
          <ol className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.key}>
                <Link href={hit.href} className={styles.hit} data-testid="search-hit">
                  <span className={styles.hitMeta}>
                    <span>Line {hit.line}</span>
                    <span>{hit.who}</span>
                    {hit.when && <span>{hit.when}</span>}
                  </span>
                  <HitSnippet segments={hit.segments} />
                </Link>
              </li>
            ))}
          </ol>
        </article>
      ))}
      {(previousHref || nextHref) && (
        <nav className="button-row" aria-label="Pages of hits">
          {previousHref && (
            <Link className="button" href={previousHref}>
              Previous hits
            </Link>
          )}
          {nextHref && (
            <Link className="button" href={nextHref}>
              Next hits
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
