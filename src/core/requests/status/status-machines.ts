// Status machines as data (spec part 3 leaves value sets and transitions open;
// docs/decisions/21-requests.md). A transition to the current status is a no-op, not a move.

export interface StatusMachine<S extends string> {
  readonly Name: string;
  readonly States: readonly S[];
  readonly Initial: S;
  readonly Terminal: readonly S[];
  /** Allowed next states from each state. */
  readonly Transitions: Readonly<Record<S, readonly S[]>>;
  readonly Meanings: Readonly<Record<S, string>>;
}

export const ACCOUNT_STATUSES = ['Active', 'Restricted', 'Frozen', 'Closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_MACHINE: StatusMachine<AccountStatus> = {
  Name: 'AccountStatus',
  States: ACCOUNT_STATUSES,
  Initial: 'Active',
  Terminal: ['Closed'],
  Transitions: {
    Active: ['Restricted', 'Frozen', 'Closed'],
    Restricted: ['Active', 'Frozen', 'Closed'],
    Frozen: ['Active', 'Restricted'],
    Closed: [],
  },
  Meanings: {
    Active: 'Open; every operation the account type permits is accepted.',
    Restricted:
      'Open, but new money in and purchases are refused (for example pending documents); distributions, ' +
      'fees and interest continue.',
    Frozen:
      'Legal hold or suspected fraud: no debits or credits. Must be released (to Active or Restricted) ' +
      'before it can be closed.',
    Closed: 'Terminal. Closed only with a zero balance; never reopened (open a new account instead).',
  },
};

export const CLIENT_STATUSES = ['Active', 'Restricted', 'Deceased', 'Closed'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_MACHINE: StatusMachine<ClientStatus> = {
  Name: 'ClientStatus',
  States: CLIENT_STATUSES,
  Initial: 'Active',
  Terminal: ['Closed'],
  Transitions: {
    Active: ['Restricted', 'Deceased', 'Closed'],
    Restricted: ['Active', 'Deceased', 'Closed'],
    Deceased: ['Closed'],
    Closed: [],
  },
  Meanings: {
    Active: 'May open accounts and transact.',
    Restricted:
      'Under review (for example an OFAC potential match): no new accounts; existing accounts follow their own status.',
    Deceased:
      'An Individual client has died; accounts pass to beneficiaries (inherited accounts). Only Closed follows.',
    Closed: 'Terminal; the client record is kept for history.',
  },
};

/** Whether `from -> to` is allowed; staying in the same state is always allowed (idempotent). */
export function canTransition<S extends string>(machine: StatusMachine<S>, from: S, to: S): boolean {
  // Own properties only, so a value such as "constructor" is simply not a state.
  if (!Object.hasOwn(machine.Transitions, from)) return false;
  return from === to || machine.Transitions[from].includes(to);
}
