import { readCalls } from './read-calls';
import { writeCalls } from './write-calls';
import type { Case } from './call-case';

/** Every call of the package, in the order of its exports' families: reads, then writes. */
export const cases: Case[] = [...readCalls, ...writeCalls];
