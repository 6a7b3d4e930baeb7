import type { UnorderedUpdateDto } from '@nodeloom/api';
import { connectionId } from '@nodeloom/engine';
import { ValidationError } from '../../http/errors.js';

/**
 * A connection's id is the hash of its five fields (spec 2 §3): a saveConnection whose id does not
 * match would let two rows describe one wire, so it is refused (400 naming the item) before writing.
 */
export function refuseMismatchedConnectionIds(updates: readonly UnorderedUpdateDto[]): void {
  updates.forEach((update, index) => {
    if (update.type !== 'saveConnection') return;
    const { id, ...fields } = update.connection;
    const expected = connectionId(fields);
    if (id !== expected) {
      throw new ValidationError(
        `unorderedUpdates.${index}.connection.id must be the hash of the connection's five fields (${expected})`,
      );
    }
  });
}
