import { NotFoundPage } from "@/components/ui/not-found-page";

/** A sweep id that is not stored. */
export default function SweepNotFound() {
  return (
    <NotFoundPage title="Sweep not found">
      <p>No sweep is stored under this address. The link may be incomplete.</p>
    </NotFoundPage>
  );
}
