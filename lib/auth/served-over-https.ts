/**
 * Whether the site is served over https, decided as Auth.js decides it for its own session
 * cookie (`__Secure-` and Secure): AUTH_URL's scheme when set, else the scheme the request came
 * in with (`x-forwarded-proto`, which Next sets, or a proxy in front reports).
 */
export function isServedOverHttps(
  headers: Pick<Headers, "get">,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const publicUrl = env.AUTH_URL || env.NEXTAUTH_URL;
  if (publicUrl && URL.canParse(publicUrl)) return new URL(publicUrl).protocol === "https:";
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
