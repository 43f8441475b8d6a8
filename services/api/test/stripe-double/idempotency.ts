/** A response Stripe saved under an idempotency key, and what the request that made it asked. */
interface SavedResponse {
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * Stripe's idempotency layer: the first answer under a key is saved (as sent, so later changes to
 * the object do not show) and replayed for every later request with that key; a request with the
 * same key but another endpoint or other parameters is refused with an idempotency_error.
 * Only successful answers are saved: failNextRequests failures stand for requests that never
 * reached Stripe, and a refusal can be retried (Stripe saves nothing for requests that fail
 * validation; it does save errors raised later, which the double does not tell apart).
 */
export class IdempotencyStore {
  private readonly saved = new Map<string, SavedResponse>();

  static fingerprint(method: string, path: string, form: URLSearchParams): string {
    const params = [...form.entries()].map(([key, value]) => `${key}=${value}`).sort();
    return [`${method} ${path}`, ...params].join('\n');
  }

  lookup(key: string, fingerprint: string): { status: number; body: string } | 'mismatch' | undefined {
    const saved = this.saved.get(key);
    if (!saved) return undefined;
    return saved.fingerprint === fingerprint ? saved : 'mismatch';
  }

  save(key: string, fingerprint: string, status: number, body: string): void {
    this.saved.set(key, { fingerprint, status, body });
  }
}
