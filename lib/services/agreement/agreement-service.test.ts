import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENT_ENGINE_VERSION } from "../../contracts/replay-agreement";
import { listTranscriptsQuerySchema } from "../../contracts/transcript-summary";
import type { PrismaClient } from "../../db/generated/client";
import { saveReplayAgreement } from "../../db/replay-agreement";
import { createTempDatabase } from "../../db/testing/temp-database";
import { getTranscriptSummary, listTranscripts } from "../../db/transcript-queries";
import type { TranscriptModel } from "../../transcript/model";
import { createAgreementService } from "./agreement-service";
import {
  replayAsRecordedJson,
  sessionRunUnder,
  type SessionSettings,
} from "./testing/sessions-under-settings";

let db: PrismaClient;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ db, remove } = await createTempDatabase());
});
afterAll(() => remove());

/** A stored transcript whose replay is the session's run under `settings`. */
const models = new Map<string, TranscriptModel>();
async function storeSession(settings: SessionSettings, name: string = settings): Promise<string> {
  const { id } = await db.transcript.create({
    data: { name, status: "ready", compactionCount: 1 },
  });
  models.set(id, sessionRunUnder(settings));
  return id;
}

/**
 * The service over a replay that answers from the generated sessions (the pool's own output
 * is the replay service's test), with the jobs it queues kept to run by hand.
 */
function makeService(options: { isPoolBusy?: boolean } = {}) {
  const queued: string[] = [];
  const answer = async (id: string) => {
    const model = models.get(id);
    return model === undefined ? null : replayAsRecordedJson(model);
  };
  const service = createAgreementService({
    db: () => db,
    jobs: () => ({
      enqueue: async (_kind, { transcriptId }) => void queued.push(transcriptId),
      idle: async () => {},
    }),
    replay: () => ({
      prepareFirstReplay: async (id) => (options.isPoolBusy ? null : answer(id)),
      replay: async (id) => answer(id),
    }),
  });
  return { service, queued };
}

const query = (filter: Record<string, string> = {}) => listTranscriptsQuerySchema.parse(filter);
const namesOf = async (filter: Record<string, string>) =>
  (await listTranscripts(db, query(filter))).transcripts.map((t) => t.name).sort();

describe("agreement service", () => {
  it("keeps after upload that auto does not reproduce a session run under PCT 80, and the fitted setting does", async () => {
    const id = await storeSession("pct80", "upload-pct80");
    await makeService().service.afterUpload(id);
    const summary = await getTranscriptSummary(db, id);
    expect(summary?.replayAgreement).toMatchObject({
      isComplete: false,
      fitted: { settings: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80", isComplete: true },
    });
    const { recorded, reproduced } = summary!.replayAgreement!;
    expect(reproduced).toBeLessThan(recorded);
  });

  it("keeps after upload that auto reproduces a session run under the default threshold", async () => {
    const id = await storeSession("default", "upload-default");
    await makeService().service.afterUpload(id);
    const agreement = (await getTranscriptSummary(db, id))?.replayAgreement;
    expect(agreement).toMatchObject({ extra: 0, isComplete: true, fitted: null });
    expect(agreement?.reproduced).toBe(agreement?.recorded);
    expect(agreement?.recorded).toBeGreaterThan(0);
  });

  it("keeps nothing when the first replay was not made (the pool busy): not measured yet", async () => {
    const id = await storeSession("default", "busy");
    await makeService({ isPoolBusy: true }).service.afterUpload(id);
    expect((await getTranscriptSummary(db, id))?.replayAgreement).toBeNull();
    await db.transcript.delete({ where: { id } });
  });

  it("measures on demand the sessions stored before or by another engine, each queued once, and the filter then answers for them", async () => {
    await db.transcript.deleteMany({});
    const before = await storeSession("pct80", "before-pct80");
    const older = await storeSession("default", "older-engine");
    await db.transcript.update({
      where: { id: older },
      data: { agreementEngine: AGREEMENT_ENGINE_VERSION - 1, agreementComplete: true },
    });
    const elsewhere = await storeSession("default", "other-project");
    await db.transcript.update({ where: { id: elsewhere }, data: { project: "/elsewhere" } });

    // Not measured with this engine: in neither answer, never taken as reproducing.
    expect(await namesOf({ reproduces: "yes" })).toEqual([]);
    expect(await namesOf({ reproduces: "no" })).toEqual([]);
    expect((await getTranscriptSummary(db, older))?.replayAgreement).toBeNull();

    const { service, queued } = makeService();
    // The other filters narrow what is measured: the session of another project waits.
    const filtered = query({ reproduces: "no", project: "nowhere-but-null" });
    expect(await service.measureUnmeasured(filtered)).toBe(0);
    expect(await service.measureUnmeasured(query({ reproduces: "no" }))).toBe(3);
    expect(await service.measureUnmeasured(query({ reproduces: "yes" }))).toBe(3);
    expect([...queued].sort()).toEqual([before, older, elsewhere].sort());

    for (const id of queued) await service.measure(id);
    expect(await service.measureUnmeasured(query({ reproduces: "no" }))).toBe(0);
    expect(await namesOf({ reproduces: "no" })).toEqual(["before-pct80"]);
    expect(await namesOf({ reproduces: "yes" })).toEqual(["older-engine", "other-project"]);
    expect(await namesOf({ reproduces: "yes", project: "elsewhere" })).toEqual(["other-project"]);
  });

  it("lists a session whose format records no compactions in neither answer of the filter, and says why", async () => {
    await db.transcript.deleteMany({});
    const { id } = await db.transcript.create({
      data: { name: "gemini-document", status: "ready" },
    });
    const unchecked = {
      recorded: 0,
      reproduced: 0,
      extra: 2,
      isComplete: false,
      recordsCompactions: false,
      fitted: null,
      peakWindow: {
        tokens: 1_048_576,
        model: "gemini-2.5-pro",
        source: "table" as const,
        atCall: 57,
        isSwitched: false,
      },
    };
    await saveReplayAgreement(db, id, unchecked, AGREEMENT_ENGINE_VERSION);
    expect(await namesOf({ reproduces: "yes" })).toEqual([]);
    expect(await namesOf({ reproduces: "no" })).toEqual([]);
    expect((await getTranscriptSummary(db, id))?.replayAgreement).toEqual(unchecked);
  });

  it("measures a session once more after its job ran, when it is asked again", async () => {
    const id = await storeSession("default", "asked-again");
    const { service, queued } = makeService();
    await service.measureSoon(id);
    await service.measureSoon(id);
    expect(queued).toEqual([id]);
    await db.transcript.update({ where: { id }, data: { agreementEngine: null } });
    await service.measure(id);
    expect((await getTranscriptSummary(db, id))?.replayAgreement?.isComplete).toBe(true);
  });

  it("keeps nothing for a session deleted before its job ran", async () => {
    const id = await storeSession("default", "deleted");
    await db.transcript.delete({ where: { id } });
    await expect(makeService().service.measure(id)).resolves.toBeUndefined();
  });
});
