import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A certificate authority made for one lab run and a server certificate it signs for the hosts
 * Claude Code asks at start, so the fake remote-flags server can answer them over TLS: the
 * client trusts the authority through NODE_EXTRA_CA_CERTS. Made with the system's `openssl`
 * in a temporary folder, never committed; Node has no API to issue certificates.
 */
export type LabCertificate = { caFile: string; key: string; cert: string };

const HOSTS = ["api.anthropic.com", "*.anthropic.com", "claude.ai", "*.claude.ai"];

let made: Promise<LabCertificate> | null = null;

export function labCertificate(): Promise<LabCertificate> {
  made ??= makeCertificate();
  return made;
}

async function makeCertificate(): Promise<LabCertificate> {
  const dir = await mkdtemp(path.join(tmpdir(), "cc-lab-ca-"));
  const file = (name: string) => path.join(dir, name);
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-subj",
    "/CN=compaction-lab-ca",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  await run("openssl", [
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    file("leaf.key"),
    "-out",
    file("leaf.csr"),
    "-subj",
    `/CN=${HOSTS[0]}`,
  ]);
  await writeFile(
    file("leaf.ext"),
    `subjectAltName=${HOSTS.map((h) => `DNS:${h}`).join(",")}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  await run("openssl", [
    "x509",
    "-req",
    "-in",
    file("leaf.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-out",
    file("leaf.pem"),
    "-extfile",
    file("leaf.ext"),
  ]);
  return {
    caFile: file("ca.pem"),
    key: await readFile(file("leaf.key"), "utf8"),
    cert: await readFile(file("leaf.pem"), "utf8"),
  };
}
