import { documents } from '../db/table';
import type { LoginFailures } from './records';

/** The throttle slice's tables: failed sign-ins per member and per address. */
export const throttleTables = {
  member_login_failures: documents<LoginFailures>('member_login_failures'),
  address_login_failures: documents<LoginFailures>('address_login_failures'),
};
