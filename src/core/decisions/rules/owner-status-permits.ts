import { type Failure, failure } from '../../shared/error-codes.js';

/** Where the rule comes from. */
export const DECEASED_OWNER_SOURCE =
  '26 U.S.C. 219(a), 219(f)(1) (a contribution is the individual’s, from the individual’s compensation for ' +
  'the year); ' +
  ('IRS Pub. 590-A, "Inherited IRAs" (no contributions after the owner’s death; the account passes to the ' +
    'beneficiaries); ') +
  'docs/decisions 56';

/**
 * ClientStatus and new money (docs/decisions 56): no contribution to a deceased owner's own
 * accounts. A Deceased client's account receives nothing: it is distributed to, or inherited by,
 * the beneficiaries (an inherited account is the beneficiary's own, under the beneficiary's client).
 */
export function ownerStatusPermitsContribution(
  clientStatus: string | undefined,
): { ok: true } | Failure<'InvalidRequest'> {
  if (clientStatus !== 'Deceased') return { ok: true };
  return failure(
    'InvalidRequest',
    `The account's owner is Deceased: no contributions are accepted (${DECEASED_OWNER_SOURCE}).`,
    [
      {
        FieldName: 'ClientStatus',
        ErrorCode: 'ClientStatusNotPermitted',
        Message: 'the owner is Deceased: no contributions after death',
      },
    ],
  );
}
