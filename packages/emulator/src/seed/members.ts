import type { EmulatorContext } from '../context';

export function seedMembers(_ctx: EmulatorContext): void {}
