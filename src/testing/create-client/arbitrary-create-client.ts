import fc from 'fast-check';
import { CLIENT_TYPES, OFAC_STATUSES } from '../../core/requests/clients/client-enums.js';
import { arbitraryIsoDate, type DateRange } from '../primitives/dates.js';
import { addDays } from '../primitives/day-number.js';
import { arbitraryGuid, arbitraryName, arbitraryReferenceId } from '../primitives/ids.js';

export interface CreateClientCase {
  readonly request: Readonly<Record<string, unknown>>;
  readonly ctx: { readonly Today: string };
}

export interface CreateClientOptions {
  /** ctx.Today (default 2025-01-01..2032-12-31). */
  readonly today?: DateRange;
}

// Built once: regex arbitraries are costly to construct.
const ZIP = fc.stringMatching(/^\d{5}$/);
const US_STATES = ['NY', 'CA', 'TX', 'DC', 'PR', 'WA'] as const;

/**
 * Create Client requests that must validate (spec 4.5): every ClientType the engine takes, a
 * Contact that fits it (an individual's first and last name and birth date, an entity's name),
 * and at random a US address, an email, a sponsor, a reference id and an OFAC screening that is
 * not a confirmed match.
 */
export function arbitraryCreateClientRequest(opts: CreateClientOptions = {}): fc.Arbitrary<CreateClientCase> {
  const range = opts.today ?? { min: '2025-01-01', max: '2032-12-31' };
  const screenings = OFAC_STATUSES.filter((s) => s !== 'ConfirmedMatch');
  return arbitraryIsoDate(range).chain((Today) => {
    const address = fc.record({
      Line1: arbitraryName().map((n) => `1 ${n} Street`),
      City: arbitraryName(),
      Region: fc.constantFrom(...US_STATES),
      PostalCode: ZIP,
      Country: fc.constant('US'),
    });
    const individual = fc.record(
      {
        FirstName: arbitraryName(),
        LastName: arbitraryName(),
        DateOfBirth: arbitraryIsoDate({ min: '1920-01-01', max: Today }),
        Email: arbitraryName().map((n) => `${n.toLowerCase()}@example.com`),
        Address: address,
      },
      { requiredKeys: ['FirstName', 'LastName'] },
    );
    const entity = fc.record(
      { EntityName: arbitraryName().map((n) => `${n} Holdings`), Address: address },
      { requiredKeys: ['EntityName'] },
    );
    const ofac = fc.constantFrom(...screenings).chain(
      (Status): fc.Arbitrary<Readonly<Record<string, string>>> =>
        Status === 'NotScreened'
          ? fc.constant({ Status })
          : arbitraryIsoDate({ min: addDays(Today, -365), max: Today }).map((d) => ({
              Status,
              ScreenedAt: `${d}T12:00:00Z`,
            })),
    );
    return fc
      .record(
        {
          ClientType: fc.constantFrom(...CLIENT_TYPES),
          individual,
          entity,
          ProviderReferenceId: arbitraryReferenceId(),
          SponsorId: arbitraryGuid(),
          OFAC: ofac,
        },
        { requiredKeys: ['ClientType', 'individual', 'entity'] },
      )
      .map(({ ClientType, individual: i, entity: e, ...rest }) => ({
        request: { ClientType, Contact: ClientType === 'Individual' ? i : e, ...rest },
        ctx: { Today },
      }));
  });
}
