import fc from 'fast-check';
import { arbitraryIsoDate } from '../primitives/dates.js';
import { arbitraryGuid, arbitraryName } from '../primitives/ids.js';
import type { ClientRecord } from '../types.js';

/** An Active individual client, as a host would look it up by ClientId. */
export function arbitraryClientRecord(today: string): fc.Arbitrary<ClientRecord> {
  return fc
    .record({
      ClientId: arbitraryGuid(),
      FirstName: arbitraryName(),
      LastName: arbitraryName(),
      DateOfBirth: fc.option(arbitraryIsoDate({ min: '1930-01-01', max: today }), { nil: undefined }),
    })
    .map(({ ClientId, FirstName, LastName, DateOfBirth }) => ({
      ClientId,
      ClientType: 'Individual',
      Contact: DateOfBirth === undefined ? { FirstName, LastName } : { FirstName, LastName, DateOfBirth },
      ClientStatus: 'Active',
    }));
}
