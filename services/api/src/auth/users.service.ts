import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ClientUser } from '@shop/contracts/auth';
import { User } from './user.entity.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toClientUser(user: User): ClientUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  };
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** With the password hash, which is never selected otherwise. */
  findForSignIn(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /**
   * Inserts a built-in account in the caller's transaction; a taken email surfaces as the
   * database's unique violation.
   */
  async create(
    manager: EntityManager,
    input: { email: string; firstName: string; lastName: string; passwordHash: string },
  ): Promise<User> {
    const user = manager.create(User, { ...input, email: normalizeEmail(input.email), profileImageUrl: null });
    return manager.save(user);
  }
}
