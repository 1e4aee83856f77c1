import { MessageTree } from "./message-tree";

/** The message tree as a section of the session page (until it moves into an inspector tab). */
export function MessageTreePanel({ transcriptId }: { transcriptId: string }) {
  return (
    <section className="panel" aria-labelledby="message-tree-heading">
      <h2 id="message-tree-heading" className="panel-title">
        Message tree
      </h2>
      <MessageTree transcriptId={transcriptId} />
    </section>
  );
}
