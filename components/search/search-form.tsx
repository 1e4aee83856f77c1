"use client";

import { useRouter } from "next/navigation";
import { useRef, type FormEvent } from "react";
import { useKeyboardShortcut } from "@/components/ui/use-keyboard-shortcut";
import {
  readSearchParams,
  ROLE_CHOICES,
  toSearchQueryString,
  type SearchPageParams,
} from "@/lib/view/search/search-params";
import styles from "./search.module.css";

/**
 * The search box and its filters: a GET form, so the URL carries every value (a link to a
 * search can be shared) and the page works before scripts load; once they have, the empty
 * filters are left out of the URL. `/` focuses the box.
 */
export function SearchForm({ params }: { params: SearchPageParams }) {
  const box = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const query = toSearchQueryString({ ...readSearchParams(values), cursor: null });
    router.push(query ? `/search?${query}` : "/search");
  };
  useKeyboardShortcut("/", () => {
    box.current?.focus();
    box.current?.select();
  });
  return (
    <form action="/search" method="get" role="search" className={styles.form} onSubmit={submit}>
      <div className={styles.boxRow}>
        <label className={`field ${styles.boxField}`}>
          <span className="field-label">Search messages</span>
          <input
            ref={box}
            className={`input ${styles.box}`}
            type="search"
            name="q"
            defaultValue={params.q}
            placeholder='Words, "a phrase", or a prefix*'
            autoFocus={params.q === ""}
            maxLength={500}
          />
        </label>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
      <div className={styles.filters}>
        <label className="field">
          <span className="field-label">Said by</span>
          <select className="input" name="role" defaultValue={params.role}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <TextFilter name="tool" label="Tool" value={params.tool} placeholder="Bash, Read…" />
        <TextFilter name="project" label="Project" value={params.project} placeholder="folder" />
        <TextFilter name="version" label="Version" value={params.version} placeholder="2.1" />
        <TextFilter name="model" label="Model" value={params.model} placeholder="opus" />
        <label className="field">
          <span className="field-label">From</span>
          <input className="input" type="date" name="from" defaultValue={params.from} />
        </label>
        <label className="field">
          <span className="field-label">Through</span>
          <input className="input" type="date" name="to" defaultValue={params.to} />
        </label>
      </div>
    </form>
  );
}

function TextFilter(props: { name: string; label: string; value: string; placeholder: string }) {
  return (
    <label className="field">
      <span className="field-label">{props.label}</span>
      <input
        className="input"
        type="text"
        name={props.name}
        defaultValue={props.value}
        placeholder={props.placeholder}
      />
    </label>
  );
}
