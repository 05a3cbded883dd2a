/**
 * How a reading call meets a busy server (503 with Retry-After, server/src/http/load-shedding.ts): it is asked again
 * after the seconds the server names, up to `times` more times, when the wait is at most `longestWaitSeconds`.
 */
export const busyRetry = { times: 2, longestWaitSeconds: 5 };

/** The seconds a busy answer asks to wait before asking again, or `null` when it is no such answer or asks too long. */
function busyWait(response: Response): number | null {
  if (response.status !== 503) return null;
  const header = response.headers.get('retry-after');
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= busyRetry.longestWaitSeconds ? seconds : null;
}

/** Waits `ms`, or rejects with the signal's AbortError when it is aborted first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * A GET answered `first` asked again by `send` while the server says it is busy and names a wait it accepts
 * (`busyRetry`), each time after that wait; the last answer, busy or not, is returned.
 */
export async function askAgainWhenBusy(first: Response, send: () => Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  let response = first;
  for (let retry = 0; retry < busyRetry.times; retry += 1) {
    const seconds = busyWait(response);
    if (seconds === null) return response;
    await response.body?.cancel();
    await wait(seconds * 1000, signal);
    response = await send();
  }
  return response;
}
