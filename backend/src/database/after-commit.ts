import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

type Action = () => void | Promise<void>;

/** `always`: run after a rollback too. */
const pending = new WeakMap<QueryRunner, { action: Action; always: boolean }[]>();

/**
 * Runs `action` once the caller's transaction has ended (at once outside one): what other
 * requests may read from then on is the committed state, so a cache dropped now cannot be
 * refilled with rows the transaction is about to change. Run after a rollback too (dropping
 * a cache entry is never wrong). The transaction resolves after its actions did.
 */
export async function afterCommit(manager: EntityManager | undefined, action: Action): Promise<void> {
  return queue(manager, action, true);
}

/** Runs `action` once the caller's transaction has committed (at once outside one); never after a rollback (a live event of a write that did not happen). */
export async function onCommit(manager: EntityManager | undefined, action: Action): Promise<void> {
  return queue(manager, action, false);
}

async function queue(manager: EntityManager | undefined, action: Action, always: boolean): Promise<void> {
  const runner = manager?.queryRunner;
  if (!runner?.isTransactionActive) return action();
  const actions = pending.get(runner);
  if (actions) actions.push({ action, always });
  else pending.set(runner, [{ action, always }]);
}

/** Hands the actions of the outermost transaction over when it ends. */
class TransactionEndSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    return this.ended(event.queryRunner, true);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): Promise<void> {
    return this.ended(event.queryRunner, false);
  }

  private async ended(runner: QueryRunner, committed: boolean): Promise<void> {
    if (runner.isTransactionActive) return; // a savepoint, not the transaction
    const actions = pending.get(runner) ?? [];
    pending.delete(runner);
    for (const { action, always } of actions) if (committed || always) await action();
  }
}

/** Installs afterCommit's subscriber on the data source (once, at start). */
export function runActionsAfterCommit(dataSource: DataSource): void {
  dataSource.subscribers.push(new TransactionEndSubscriber());
}
