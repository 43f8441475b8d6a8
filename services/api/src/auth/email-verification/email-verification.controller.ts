import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { emailVerificationStatusSchema, verificationEmailSentSchema } from '@shop/contracts/email-verification';
import { EMAIL_VERIFICATION_PAGE_PATH } from '@shop/contracts/email-verification-page';
import { Public } from '../../common/access/access.decorators.js';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { isPageNavigation } from '../page-navigation.js';
import type { User } from '../user.entity.js';
import { EmailVerificationService } from './email-verification.service.js';

/*
 * The link changes state on a GET because it must work from any mail client without JavaScript;
 * that is safe only for a page the shopper opens (from their webmail too, so from any site): an
 * <img>, a script, fetch(), a frame or a link checker's HEAD is refused (isPageNavigation).
 */
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
