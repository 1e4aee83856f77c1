import type { Metadata } from "next";
import { RedactionSettingsForm } from "@/components/redaction/redaction-settings-form";
import { services } from "@/lib/server";
import { REDACTION_KIND_LIST } from "@/lib/view/redaction/redaction-kind-list";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Redaction" };

/**
 * Secrets taken out before text leaves the server: whether this workspace redacts and why,
 * its extra patterns, and what the built-in detectors find.
 */
export default async function RedactionPage() {
  const settings = await services().redaction.getSettings();
  return (
    <div className="session">
      <header>
        <h1>Redaction</h1>
        <p className="muted">
          Before a summary request reaches a model, and before records reach a viewer, every secret
          found is replaced by a marker such as <code>[REDACTED:anthropic-key#1]</code>: the same
          secret the same marker, so two keys stay apart. The request preview of a compaction page
          and the record view say how many went.
        </p>
      </header>
      <RedactionSettingsForm initial={settings} />
      <section>
        <h2>What is found without patterns</h2>
        <ul className="muted" data-testid="redaction-kinds">
          {REDACTION_KIND_LIST.map((kind) => (
            <li key={kind.kind}>{kind.description}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
