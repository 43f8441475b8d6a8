import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcService } from './oidc/oidc.service.js';
import { Authenticator, createAuthenticator } from './authenticator.js';
import { SessionStore } from './session-store.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Users, sessions, built-in accounts and OpenID Connect sign-in. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Session])],
  controllers: [AuthController, OidcController],
  providers: [
    UsersService,
    AccountsService,
    OidcService,
    SessionStore,
    { provide: Authenticator, useFactory: createAuthenticator, inject: [UsersService] },
  ],
  exports: [UsersService, SessionStore, Authenticator],
})
export class AuthModule {}
