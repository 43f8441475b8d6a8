import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { emailVerificationStatusSchema, verificationEmailSentSchema } from '@shop/contracts/email-verification';
import { EMAIL_VERIFICATION_PAGE_PATH } from '@shop/contracts/email-verification-page';
import { Public } from '../../common/access/access.decorators.js';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { ResponseSchema } from '../../common/response-schema.js';
import type { User } from '../user.entity.js';
import { EmailVerificationService } from './email-verification.service.js';

/**
 * The link changes state on a GET because it must work from any mail client without JavaScript;
 * that is safe only for a page the shopper opens (from their webmail too, so any site). Browsers
 * with Fetch Metadata say so (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`); an <img>,
 * a script, fetch() or a frame is refused, as is HEAD, which link checkers send. Older browsers
 * send no such headers; their page navigations ask for HTML, their images and scripts do not.
 */
function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const mode = request.get('sec-fetch-mode');
  const destination = request.get('sec-fetch-dest');
  if (mode !== undefined || destination !== undefined) return mode === 'navigate' && destination === 'document';
  return (request.get('accept') ?? '').includes('text/html');
}

@Controller('auth')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Get('email-verification')
  @ResponseSchema(emailVerificationStatusSchema)
  status(@AuthUser() user: User) {
    return this.verification.status(user);
  }

  @Post('email-verification')
  @HttpCode(202)
  @ResponseSchema(verificationEmailSentSchema)
  resend(@AuthUser() user: User) {
    return this.verification.resend(user);
  }

  /**
   * The link in the e-mail. It acts, then sends the browser to the shell's page with the outcome
   * (never the token). A missing or malformed token is an invalid link, shown on that page rather
   * than as a JSON 400: a person opened it.
   */
  @Get('verify-email')
  @Public()
  async open(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!isPageNavigation(request)) throw new ShopError('PAGE_NAVIGATION_REQUIRED');
    const result = await this.verification.verify(request.query['token']);
    response.set('Cache-Control', 'no-store');
    response.redirect(303, `${EMAIL_VERIFICATION_PAGE_PATH}?result=${result}`);
  }
}
