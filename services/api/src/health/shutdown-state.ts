import { Injectable } from '@nestjs/common';

/**
 * Whether the process has begun shutting down. Readiness then answers 503, so a load balancer
 * stops routing to this instance while its requests in flight finish.
 */
@Injectable()
export class ShutdownState {
  private draining = false;

  begin(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }
}
