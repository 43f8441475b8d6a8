import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { INVALID_CREDENTIALS_MESSAGE, type RegisterRequest } from '@shop/contracts/auth';
import { RateLimitedException, waitMessage } from '../common/rate-limit/rate-limited.exception.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { hashPassword, timingDecoyHash, verifyPassword } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import type { User } from './user.entity.js';
import { normalizeEmail, UsersService } from './users.service.js';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Creates a built-in account. Emails are unique whatever their case. */
  async register(input: RegisterRequest): Promise<User> {
    const problem = passwordProblem(input.password, input);
    if (problem) {
      throw new BadRequestException({
        message: problem,
        code: 'WEAK_PASSWORD',
        fieldErrors: [{ field: 'password', message: problem }],
      });
    }
    try {
      return await this.users.create({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException({
          message: 'An account with this email already exists',
          code: 'EMAIL_TAKEN',
          fieldErrors: [{ field: 'email', message: 'An account with this email already exists' }],
        });
      }
      throw error;
    }
  }

  /**
   * Checks an email and password. Failures count per account and per address; past the limit
   * the account (or address) is refused with 429 until the block ends, even with the right
   * password. The answer never says whether the email exists.
   */
  async verifyCredentials(email: string, password: string, clientIp: string): Promise<User> {
    const accountKey = normalizeEmail(email);
    for (const [limit, key] of [
      ['signInFailuresPerAccount', accountKey],
      ['signInFailuresPerIp', clientIp],
    ] as const) {
      const state = await this.rateLimits.peek(limit, key);
      if (state.blocked) throw this.throttled(state.retryAfterSeconds);
    }

    const user = await this.users.findForSignIn(email);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await timingDecoyHash, password)) && false;
    if (user && valid) {
      await this.rateLimits.reset('signInFailuresPerAccount', accountKey);
      return user;
    }
    await this.rateLimits.consume('signInFailuresPerAccount', accountKey);
    await this.rateLimits.consume('signInFailuresPerIp', clientIp);
    throw new UnauthorizedException({ message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
  }

  private throttled(retryAfterSeconds: number): RateLimitedException {
    return new RateLimitedException(
      `Too many failed sign-in attempts. ${waitMessage(retryAfterSeconds)}`,
      retryAfterSeconds,
    );
  }
}
