/**
 * Thrown only on a programming fault of the host or of the engine: facts that break their own
 * type's promises (a new id that is not a Guid, a malformed Now, a stored amount that is not a
 * decimal), or a decision whose entries do not balance. A request from a caller never throws:
 * it is validated and refused with a Failure. TigerBeetle style: a broken invariant stops the
 * write (the shell answers 500 and commits nothing) rather than recording something wrong.
 */
export class DecisionFactsError extends Error {
  override readonly name = 'DecisionFactsError';
}

/** Asserts a fact the host promised; throws DecisionFactsError when it does not hold. */
export function assertFact(condition: boolean, message: string): asserts condition {
  if (!condition) throw new DecisionFactsError(message);
}
