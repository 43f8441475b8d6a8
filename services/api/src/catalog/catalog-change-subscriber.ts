import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RecoverEvent,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { CatalogVersion } from './catalog-version.js';
import { Product } from './product.entity.js';

/**
 * Bumps the CatalogVersion once a change to the products table is committed: whoever writes it
 * (the back office's edits and stock changes, checkout taking stock, a cancellation or a box
 * putting it back, the seed), through TypeORM, without each writer having to remember to.
 *
 * Inside a transaction the bump waits for the outermost commit: bumping earlier would let a
 * request rebuild the list from the rows as they were before the commit and keep it as current.
 * A rolled-back transaction bumps too (a harmless extra rebuild, and no reasoning about what a
 * failed COMMIT left). SQL run by hand (`dataSource.query`) is not seen here.
 *
 * This is what makes a process's own writes show on its very next request. Other processes (and
 * this one, a moment later, including for its SQL by hand) hear of a change from the database:
 * triggers on the catalog's tables notify at commit, and CatalogChangeListener bumps on that.
 */
@Injectable()
export class CatalogChangeSubscriber implements EntitySubscriberInterface<Product> {
  /** Transactions (their query runners) that wrote to products and have not ended yet. */
  private readonly writers = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly version: CatalogVersion,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo(): typeof Product {
    return Product;
  }

  afterInsert(event: InsertEvent<Product>): void {
    this.wrote(event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<Product>): void {
    this.wrote(event.queryRunner);
  }

  afterRemove(event: RemoveEvent<Product>): void {
    this.wrote(event.queryRunner);
  }

  afterSoftRemove(event: SoftRemoveEvent<Product>): void {
    this.wrote(event.queryRunner);
  }

  afterRecover(event: RecoverEvent<Product>): void {
    this.wrote(event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  /** Outside a transaction the statement is committed already. */
  private wrote(queryRunner: QueryRunner): void {
    if (queryRunner.isTransactionActive) this.writers.add(queryRunner);
    else this.version.bump();
  }

  /** Also called when a savepoint is released or rolled back: only the outermost end counts. */
  private transactionEnded(queryRunner: QueryRunner): void {
    if (queryRunner.isTransactionActive || !this.writers.delete(queryRunner)) return;
    this.version.bump();
  }
}
