import type { CompiledAccountType } from '../../catalog/types.js';
import { ACCOUNT_STATUS_MACHINE, type AccountStatus } from '../../requests/status/status-machines.js';

/** The status every account opens in: the AccountStatus machine's initial state (Active). */
export const OPENING_ACCOUNT_STATUS: AccountStatus = ACCOUNT_STATUS_MACHINE.Initial;

/** The currency the service books accounts in: USD only (CURRENCIES; docs/decisions/21-requests.md). */
export const BOOKED_CURRENCY = 'USD';

/** The currency an account of `type` is opened in (every type today: USD). */
export function openingCurrency(_type: CompiledAccountType): string {
  return BOOKED_CURRENCY;
}
