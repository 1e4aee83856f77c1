import Link from "next/link";
import { notFound } from "next/navigation";
import { SweepView } from "@/components/sweeps/sweep-view";
import { services } from "@/lib/server";

export const dynamic = "force-dynamic";

/**
 * One sweep: its progress while it runs, then its results. No loading boundary sits above this
 * page (the sweeps list's is in its route group), so nothing streams before the lookup and an
 * unknown id answers a real 404.
 */
export default async function SweepPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const found = await services().sweeps.get(id);
  if (!found.ok) notFound();
  return (
    <div>
      <div className="page-head">
        <h1>Sweep</h1>
        <Link href="/sweeps">All sweeps</Link>
      </div>
      <SweepView initial={found.value} />
    </div>
  );
}
