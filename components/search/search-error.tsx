import styles from "./search.module.css";

/** Why the search could not run (a bad filter, a query without words), in the API's words. */
export function SearchError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error} data-testid="search-error">
      <strong>The search could not run.</strong> {message}
    </p>
  );
}
