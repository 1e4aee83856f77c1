import Link from "next/link";
import { SweepsList } from "@/components/sweeps/sweeps-list";
import { EmptyState } from "@/components/ui/empty-state";
import { services } from "@/lib/server";

export const dynamic = "force-dynamic";

/** Every sweep, newest first, and the way to start one. */
export default async function SweepsPage() {
  const sweeps = await services().sweeps.list();
  return (
    <div>
      <div className="page-head">
        <h1>Sweeps</h1>
        <Link href="/sweeps/new" className="button button-primary">
          New sweep
        </Link>
      </div>
      <p className="muted">
        A sweep replays many sessions under a grid of constants and compares compactions, tokens and
        cost per setting with what really happened.
      </p>
      {sweeps.length === 0 ? (
        <EmptyState title="No sweeps yet" testId="sweeps-empty">
          <p>
            <Link href="/sweeps/new">Start one</Link>: pick sessions, then the constants and values
            to try.
          </p>
        </EmptyState>
      ) : (
        <SweepsList sweeps={sweeps} />
      )}
    </div>
  );
}
