import fc from 'fast-check';

// Arbitraries are immutable; the regex-built ones are costly to construct, so each is built once.
const NIL_GUID = '00000000-0000-0000-0000-000000000000';
const GUID = fc.uuid().filter((g) => g !== NIL_GUID);
const REFERENCE_ID = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/);
const NAME = fc.stringMatching(/^[A-Z][a-z]{0,19}(-[A-Z][a-z]{1,10})?$/);

/** A canonical lower-case 8-4-4-4-12 GUID, never the nil GUID (which names nothing). */
export function arbitraryGuid(): fc.Arbitrary<string> {
  return GUID;
}

/** A caller's idempotency key: 1..64 printable characters, single line. */
export function arbitraryReferenceId(): fc.Arbitrary<string> {
  return REFERENCE_ID;
}

/** A plain name: letters and at most one hyphen, 1..31 characters, not blank. */
export function arbitraryName(): fc.Arbitrary<string> {
  return NAME;
}
