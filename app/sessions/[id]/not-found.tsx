import { NotFoundPage } from "@/components/ui/not-found-page";

/** A session id that is not (or no longer) stored. */
export default function SessionNotFound() {
  return (
    <NotFoundPage title="Session not found">
      <p>
        No transcript is stored under this address. It may have been deleted, or the link is
        incomplete.
      </p>
    </NotFoundPage>
  );
}
