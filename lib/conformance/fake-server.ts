import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A fake API's request body as JSON; null when it is empty or not JSON. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

/**
 * Listens on 127.0.0.1 at a free port: the origin the client is pointed at, and a close that
 * ends the connections a client left open (else close waits for them).
 */
export async function listenOnLoopback(
  server: Server,
): Promise<{ origin: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
