import type { FieldError } from '../../shared/error-codes.js';
import type { StatusMachine } from './status-machines.js';

/** The field error for a refused transition, naming the moves that are allowed. */
export function transitionError<S extends string>(machine: StatusMachine<S>, from: S, to: S): FieldError {
  const next = machine.Transitions[from];
  const allowed = machine.Terminal.includes(from)
    ? `${from} is terminal: no transition leaves it`
    : `from ${from} the allowed moves are ${next.join(', ')}`;
  return {
    FieldName: machine.Name,
    ErrorCode: 'StatusTransitionNotAllowed',
    Message: `${machine.Name} cannot change from ${from} to ${to}: ${allowed}.`,
  };
}
