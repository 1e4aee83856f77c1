import { describe, expect, it } from "vitest";
import { checkNewPassword, hashPassword, verifyPassword } from "./password";

describe("hashPassword / verifyPassword", () => {
  it("accepts the password it hashed and refuses any other", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts: the same password hashes differently twice, and both verify", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same password!"),
      hashPassword("same password!"),
    ]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(await verifyPassword("same password!", a)).toBe(true);
    expect(await verifyPassword("same password!", b)).toBe(true);
  });

  it("stores the scheme and cost beside the salt and key", async () => {
    const [scheme, n, r, p, salt, key] = (await hashPassword("a long password")).split("$");
    expect({ scheme, n, r, p }).toEqual({ scheme: "scrypt", n: "32768", r: "8", p: "1" });
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64")).toHaveLength(64);
  });

  it.each([
    ["empty", ""],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["no key", "scrypt$32768$8$1$c2FsdA==$"],
    ["cost not a number", "scrypt$x$8$1$c2FsdA==$a2V5"],
  ])("answers false, never throws, for a malformed hash (%s)", async (_label, stored) => {
    expect(await verifyPassword("anything at all", stored)).toBe(false);
  });

  it.each([
    ["short", "123456789", false],
    ["ten characters", "1234567890", true],
  ])("checkNewPassword: %s", (_label, password, isOk) => {
    expect(checkNewPassword(password) === null).toBe(isOk);
  });
});
