// Where `npm start` listens, and which Host names it answers to.
//
// The open single-user mode has no sign-in: whoever reaches it reads and deletes every
// transcript. So unless HOSTNAME says otherwise it listens on the loopback interface only, and
// answers only requests addressed to a loopback name: a web page that rebinds its own name to
// 127.0.0.1 (DNS rebinding) sends its own Host and is refused. A team server (AUTH_SECRET) asks
// every request for a session, so it listens on every interface as `next start` does.

const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "localhost"]);

/** Whether a listening address or Host name is this machine's loopback. */
export function isLoopbackName(name) {
  const bare = name.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return (
    LOOPBACK_ADDRESSES.has(bare) || bare.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(bare)
  );
}

/** The host name of a Host header (`[::1]:3000` -> `[::1]`), or null when it has none. */
export function hostNameOf(hostHeader) {
  if (typeof hostHeader !== "string" || hostHeader === "") return null;
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(hostHeader.trim());
  return match?.[1] ? match[1] : null;
}

/**
 * The address to listen on and whether requests must name a loopback host.
 *
 * @param {{ HOSTNAME?: string, AUTH_SECRET?: string }} env
 * @returns {{ hostname: string | undefined, loopbackOnly: boolean, note: string | null }}
 */
export function chooseListenAddress(env) {
  const configured = env.HOSTNAME?.trim() || undefined;
  if (configured)
    return { hostname: configured, loopbackOnly: isLoopbackName(configured), note: null };
  if (env.AUTH_SECRET) return { hostname: undefined, loopbackOnly: false, note: null };
  return {
    hostname: "127.0.0.1",
    loopbackOnly: true,
    note:
      "open single-user mode: listening on 127.0.0.1 only (no sign-in, so anyone who reaches it " +
      "sees every transcript). To share it, set AUTH_SECRET for a team server; HOSTNAME=0.0.0.0 " +
      "serves it to the network as it is.",
  };
}

/** Why a request to a loopback-only server is refused, or null when its Host is loopback. */
export function checkLoopbackHost(hostHeader) {
  const name = hostNameOf(hostHeader);
  if (name && isLoopbackName(name)) return null;
  return (
    `This single-user server answers only at localhost or 127.0.0.1, not at "${String(name ?? hostHeader ?? "").slice(0, 100)}": ` +
    "another name pointing here is how a web page reaches a local server (DNS rebinding). " +
    "Open it at http://localhost, or set HOSTNAME (and AUTH_SECRET for sign-in) to serve it under a name."
  );
}
