import { expect } from "vitest";
import { AppError } from "../../errors";

/** A POST carrying `body` (a stream is sent half-duplex, as a browser's upload is). */
export function makePostRequest(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request("http://test/x", {
    method: "POST",
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** The AppError a body reader refused with (fails the test when it resolved or threw another). */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
