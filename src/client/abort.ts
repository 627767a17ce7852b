import { errorText } from "../schema/json-utils.js";

/** The call's promise, or a rejection as soon as the signal fires (a client that ignores the signal cannot hold the loop). */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new Error("aborted"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error instanceof Error ? error : new Error(errorText(error)));
      },
    );
  });
}

/** Whether the signal has fired (a function, not an inline check: the signal can fire during any await, which narrowing does not see). */
export function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
