/**
 * What the server logged about one request, found by the request id it answers with (the
 * X-Request-Id header): for a 500 that is the exception itself, which the answer rightly hides.
 * The suite starts the app with captureLogs, so this needs no TEST_LOG_LEVEL and no log reading.
 */
export function loggedErrors(logLines: readonly Record<string, unknown>[], requestId: string | undefined): string[] {
  if (!requestId) return [];
  return (
    logLines
      .filter((line) => line.requestId === requestId && typeof line.level === 'number' && line.level >= 50)
      // The request log's closing line only repeats the status ("failed with status code 500").
      .filter((line) => !('res' in line))
      .flatMap((line) => {
        const error = line.err as { type?: string; message?: string; stack?: string } | undefined;
        if (!error) return [];
        // The first frame says where it broke; the whole stack would bury the report.
        const frame = error.stack
          ?.split('\n')
          .find((stackLine) => stackLine.trim().startsWith('at '))
          ?.trim();
        return [`${error.type ?? 'Error'}: ${error.message ?? String(line.msg ?? '')}${frame ? ` (${frame})` : ''}`];
      })
  );
}
