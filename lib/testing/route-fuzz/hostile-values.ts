/**
 * Values no page of the app sends, each one a way a request has broken a server: NUL (which
 * PostgreSQL cannot store), bad percent escapes, lone surrogates, path climbing, numbers past
 * int4, int8 and a double, and text long enough to cross a column's or a header's limit.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "../../etc/passwd",
  "..%2F..%2F",
  "..\\..\\",
  "\ud800",
  "☃ 𝄞 é ﷽",
  "\u202e\u200b",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:x}",
  "a".repeat(5_000),
  "\r\nSet-Cookie: x=1",
];

/** Numbers as a URL or a form carries them, at and past every bound a column or a number has. */
export const HOSTILE_NUMBERS: readonly string[] = [
  "0",
  "-1",
  "1",
  "2147483647",
  "2147483648",
  "9007199254740993",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551616",
  "9".repeat(400),
  "1e308",
  "1e999",
  "-1e999",
  "NaN",
  "Infinity",
  "0x10",
  "1.5",
  "5e-324",
];

/** Values a route takes as they are, so a hostile neighbour is not always refused first. */
export const PLAUSIBLE_VALUES: readonly string[] = [
  "auto",
  "cc-2.1",
  "json",
  "csv",
  "inspector",
  "gzip",
  "yes",
  "no",
  "asc",
  "desc",
  "createdAt",
  "apiCalls",
  "1",
  "2",
  "25",
  '{"profile":"auto"}',
  '{"overrides":{"autocompactBufferTokens":1e308}}',
];

/** Cookies a stray app on the same host may set, beside (or instead of) the session. */
export const HOSTILE_COOKIES: readonly string[] = [
  "analytics=100%",
  "a=%zz; b=%E0%A4%A",
  "authjs.session-token=%",
  "authjs.session-token=not-a-jwt",
  "cl-workspace=%00",
  "=; ;; =x",
];
