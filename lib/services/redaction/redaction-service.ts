import { z } from "zod";
import { REDACTION_OFF, type RedactionReport } from "../../contracts/redaction-report";
import type { RedactionSettings, RedactionSettingsBody } from "../../contracts/redaction-settings";
import type { PrismaClient } from "../../db/generated/client";
import { readRedactionSetting, writeRedactionSetting } from "../../db/redaction-settings";
import { boundedUserMatcher } from "../../redaction/bounded-matcher";
import { decideRedaction } from "../../redaction/redaction-policy";
import { createRedactor, type Redactor } from "../../redaction/redactor";
import { userPatternsSchema } from "../../redaction/user-patterns";
import { redactRecordLines, type RawLine } from "./redact-record-lines";

export type RedactionServiceDeps = {
  db: () => PrismaClient;
  /** `REDACT` as the environment has it now (read at each use: one build serves every mode). */
  redactEnv: () => string | undefined;
  isTeamMode: () => boolean;
};

/**
 * Whether and how the current workspace redacts text before it leaves the server (to a model,
 * an export, a viewer of a team server), and its settings: a switch and extra patterns.
 */
export function createRedactionService({ db, redactEnv, isTeamMode }: RedactionServiceDeps) {
  /**
   * A fresh redaction pass with the workspace's patterns (one per request or export, so its
   * markers number that request's secrets), or null when redaction is off.
   */
  async function newRedactor(): Promise<Redactor | null> {
    const settings = await getSettings();
    if (!settings.enabled) return null;
    // Stored patterns were checked when saved; one that no longer passes the checks is dropped.
    const patterns = settings.patterns.filter((p) => userPatternsSchema.safeParse([p]).success);
    return createRedactor(patterns.length === 0 ? {} : { matchUser: boundedUserMatcher(patterns) });
  }

  async function getSettings(): Promise<RedactionSettings> {
    const stored = await readRedactionSetting(db());
    const decision = decideRedaction({
      redactEnv: redactEnv(),
      isTeamMode: isTeamMode(),
      workspaceEnabled: stored.enabled,
    });
    return { ...decision, workspaceEnabled: stored.enabled, patterns: stored.patterns };
  }

  return {
    getSettings,

    /** Saves the workspace's switch and patterns; a bad pattern is a ZodError (422) naming it. */
    async saveSettings(body: RedactionSettingsBody): Promise<RedactionSettings> {
      // Parsed under its body key, so a 422 names `patterns[1]` as the request spells it.
      const { patterns } = z.object({ patterns: userPatternsSchema }).parse(body);
      await writeRedactionSetting(db(), { enabled: body.enabled, patterns });
      return getSettings();
    },

    newRedactor,

    /**
     * Raw lines on their way to a viewer (the records endpoint), redacted when redaction is
     * on, with the report of what went; as they are, with an off report, when it is off.
     */
    async redactLines(lines: RawLine[]): Promise<{ lines: RawLine[]; redaction: RedactionReport }> {
      const redactor = await newRedactor();
      if (redactor === null) return { lines, redaction: REDACTION_OFF };
      return { lines: redactRecordLines(redactor, lines), redaction: redactor.report() };
    },
  };
}

export type RedactionService = ReturnType<typeof createRedactionService>;
