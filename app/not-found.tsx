import { NotFoundPage } from "@/components/ui/not-found-page";

/** Any address the app does not know. */
export default function NotFound() {
  return (
    <NotFoundPage title="Page not found">
      <p>There is nothing at this address.</p>
    </NotFoundPage>
  );
}
