import type { Metadata } from "next";
import { z } from "zod";
import { TemplatesView } from "@/components/templates/templates-view";

export const metadata: Metadata = { title: "Prompt templates" };

type TemplatesPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const querySchema = z.object({
  template: z.string().min(1).max(100).optional().catch(undefined),
  version: z.coerce.number().int().min(1).optional().catch(undefined),
});

/**
 * The summarization prompts: Claude Code's default (read-only) and the editable copies, each
 * with its versions, and a diff between any two. The page is a client view over
 * `/api/templates`; the address keeps the open version.
 */
export default async function TemplatesPage({ searchParams }: TemplatesPageProps) {
  const query = querySchema.parse(await searchParams);
  return (
    <div className="session">
      <header>
        <h1>Prompt templates</h1>
        <p className="muted">
          The prompt a compaction summary is written with. Copy Claude Code&apos;s default to edit
          it; every save is a new version with a note, and any two versions compare line by line.
          Pick a template in a compaction page&apos;s Summaries form.
        </p>
      </header>
      <TemplatesView initial={{ id: query.template ?? null, version: query.version ?? null }} />
    </div>
  );
}
