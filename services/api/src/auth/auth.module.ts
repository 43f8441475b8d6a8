import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { BuiltInStrategy } from './built-in/built-in.strategy.js';
import { EmailVerificationController } from './email-verification/email-verification.controller.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { OidcAccountsService } from './oidc/oidc-accounts.service.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcService } from './oidc/oidc.service.js';
import { SessionSerializer } from './passport/session.serializer.js';
import { SessionStore } from './session-store.js';
import { TeamController } from './team/team.controller.js';
import { TeamService } from './team/team.service.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
import { UserIdentity } from './user-identity.entity.js';
import { UsersService } from './users.service.js';

/**
 * Users, sessions, built-in accounts and OpenID Connect sign-in, through @nestjs/passport; e-mail
 * verification; the shop's team and roles.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, UserIdentity, Session])],
  controllers: [AuthController, OidcController, TeamController, EmailVerificationController],
  providers: [
    UsersService,
    AccountsService,
    EmailVerificationService,
    OidcAccountsService,
    OidcService,
    SessionStore,
    SessionSerializer,
    BuiltInStrategy,
    TeamService,
  ],
  exports: [TeamService],
})
export class AuthModule {}
