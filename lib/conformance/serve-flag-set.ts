import { startFakeRemoteFlags, type FakeRemoteFlags } from "../llm/testing/fake-remote-flags";
import type { RemoteTraffic } from "./drive-claude";
import type { FlagSet } from "./flag-sets";
import { labCertificate } from "./lab-certificate";

export type ServedFlags = { id: string; remote: RemoteTraffic; server: FakeRemoteFlags };

/** Starts the fake remote-flags server for one set, with the lab's certificate. */
export async function serveFlagSet(set: FlagSet): Promise<ServedFlags> {
  const certificate = await labCertificate();
  const server = await startFakeRemoteFlags({
    tls: certificate,
    flags: set.flags,
    bootstrap: set.bootstrap,
  });
  return { id: set.id, remote: { proxyUrl: server.proxyUrl, caFile: certificate.caFile }, server };
}
