import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail } from 'contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { SessionCache } from '../auth/session-cache.js';
import { afterCommit } from '../database/after-commit.js';
import { transaction } from '../database/transaction.js';
import { User } from './user.entity.js';

/** Storage of accounts. E-mails are normalised here too, whatever the caller passes. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionCache,
  ) {}

  private repo(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOne({ where: { email: normalizeEmail(email) } });
  }

  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOne({ where: { id } });
  }

  /** An unconfirmed account: with a password (registration) or without one (an invitation). */
  create(
    input: { email: string; firstName: string; passwordHash: string | null },
    manager?: EntityManager,
  ): Promise<User> {
    const repo = this.repo(manager);
    return repo.save(
      repo.create({
        email: normalizeEmail(input.email),
        firstName: input.firstName,
        passwordHash: input.passwordHash,
        emailConfirmed: false,
        isSysAdmin: false,
        createdAt: new Date(),
      }),
    );
  }

  /**
   * An account made for someone added to a company: unconfirmed, without a password. The
   * invitation e-mail's link sets the password, which also confirms the e-mail.
   */
  createInvited(email: string, firstName: string, manager?: EntityManager): Promise<User> {
    return this.create({ email, firstName: firstName.trim(), passwordHash: null }, manager);
  }

  async update(id: number, changes: Partial<Pick<User, 'firstName' | 'passwordHash' | 'emailConfirmed' | 'isSysAdmin'>>, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update({ id }, changes);
    // Signed-in requests carry the user as their token check read it.
    await afterCommit(manager, () => this.sessions.forgetUser(id));
  }

  /** Makes an existing account a system administrator (the CLI's promote-sysadmin); null when none has the e-mail. */
  promoteSysAdmin(email: string): Promise<User | null> {
    return transaction(this.dataSource, async (manager) => {
      const user = await this.findByEmail(email, manager);
      if (!user) return null;
      if (!user.isSysAdmin) await this.update(user.id, { isSysAdmin: true }, manager);
      user.isSysAdmin = true;
      return user;
    });
  }
}
