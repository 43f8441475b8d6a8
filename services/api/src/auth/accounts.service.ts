import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RegisterRequest } from '@shop/contracts/auth';
import { ShopError } from '../common/errors/shop-error.js';
import { rateLimited } from '../common/rate-limit/rate-limited.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { isUniqueViolation } from '../common/database/postgres-errors.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { hashPassword, timingDecoyHash, verifyPassword } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import type { User } from './user.entity.js';
import { normalizeEmail, UsersService } from './users.service.js';

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly emailVerification: EmailVerificationService,
    private readonly rateLimits: RateLimitService,
    private readonly metrics: MetricsService,
  ) {}

  /**
   * Creates a built-in account, with the e-mail that verifies its address in the same transaction.
   * Emails are unique whatever their case.
   */
  async register(input: RegisterRequest): Promise<User> {
    const problem = passwordProblem(input.password, input);
    if (problem)
      throw new ShopError('WEAK_PASSWORD', problem, { fieldErrors: [{ field: 'password', message: problem }] });
    // Hashed before the transaction: argon2 takes a while, and no row needs to wait for it.
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.create(manager, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
        });
        await this.emailVerification.sendLink(manager, user);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const message = 'An account with this email already exists';
        throw new ShopError('EMAIL_TAKEN', message, { fieldErrors: [{ field: 'email', message }] });
      }
      throw error;
    }
  }

  /**
   * Checks an email and password. Every attempt is counted, per account and per address, BEFORE
   * the password is checked, so a burst of simultaneous guesses gets no more tries than the same
   * guesses one after another; a success gives its count back. Past a limit the account (or the
   * address) is refused with 429 until the block ends, even with the right password. The answer
   * never says whether the email exists.
   */
  async verifyCredentials(email: string, password: string, clientIp: string): Promise<User> {
    const accountKey = normalizeEmail(email);
    const account = await this.rateLimits.consume('signInFailuresPerAccount', accountKey);
    if (account.blocked) throw this.throttled(account.retryAfterSeconds);
    const address = await this.rateLimits.consume('signInFailuresPerIp', clientIp);
    if (address.blocked) {
      // Refused for the address: this attempt never reached the account's password.
      await this.rateLimits.giveBack('signInFailuresPerAccount', accountKey);
      throw this.throttled(address.retryAfterSeconds);
    }

    this.metrics.passwordChecks.inc();
    const user = await this.users.findForSignIn(email);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await timingDecoyHash, password)) && false;
    if (user && valid) {
      await this.rateLimits.reset('signInFailuresPerAccount', accountKey);
      await this.rateLimits.giveBack('signInFailuresPerIp', clientIp);
      this.metrics.signIns.inc({ method: 'password', outcome: 'success' });
      return user;
    }
    this.metrics.signIns.inc({ method: 'password', outcome: 'failure' });
    throw new ShopError('INVALID_CREDENTIALS');
  }

  private throttled(retryAfterSeconds: number): ShopError {
    return rateLimited('Too many failed sign-in attempts.', retryAfterSeconds);
  }
}
