import type { JobView, JobViewKind } from "../../contracts/jobs";

/** A cancel's outcome: a finished job stays as it was. */
export type CancelOutcome = "cancelled" | "finished" | "not-found";

/** One kind of long work as the jobs list sees it: its rows, read from the database. */
export type JobSource = {
  kind: JobViewKind;
  /** The newest `limit` jobs of this kind. */
  list(limit: number): Promise<JobView[]>;
  get(id: string): Promise<JobView | null>;
  cancel(id: string): Promise<CancelOutcome>;
};
