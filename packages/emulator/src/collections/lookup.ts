import type { EmulatorContext } from '../context';

/** Whether a collection exists (a product's `collectionIds` keep only those that do). */
export function collectionExists(ctx: EmulatorContext, id: string): boolean {
  return ctx.store.table('collections').get(id) !== undefined;
}
