import { DocumentStore } from './db/store';
import { MIGRATIONS } from './migrations';
import { tables, type EmulatorTables } from './tables';

/** The emulator's database: the generic store over every slice's tables and the emulator's migrations. */
export class Store extends DocumentStore<EmulatorTables> {
  constructor(path: string) {
    super(path, tables, MIGRATIONS);
  }
}
