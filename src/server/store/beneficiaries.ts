import type { BeneficiaryDesignation, StoredBeneficiaryDesignations } from '../../index.js';
import type { Queryable } from '../db/types.js';
import { iso, jsonValue } from './rows.js';

interface Row {
  designation_set_id: string;
  account_id: string;
  designations: unknown;
  owner_is_married: boolean | null;
  owner_state: string | null;
  spousal_consent_required: boolean | null;
  effective_from: unknown;
  effective_to: unknown;
}

const COLUMNS =
  'designation_set_id, account_id, designations, owner_is_married, owner_state, spousal_consent_required, ' +
  'effective_from, effective_to';

function listOf(r: Row): StoredBeneficiaryDesignations {
  const d = jsonValue<{ Primary?: BeneficiaryDesignation[]; Contingent?: BeneficiaryDesignation[] }>(
    r.designations,
    {},
  );
  return {
    DesignationSetId: r.designation_set_id,
    AccountId: r.account_id,
    Primary: d.Primary ?? [],
    Contingent: d.Contingent ?? [],
    ...(r.owner_is_married !== null ? { OwnerIsMarried: r.owner_is_married } : {}),
    ...(r.owner_state !== null ? { OwnerStateOfResidence: r.owner_state } : {}),
    SpousalConsentRequired: r.spousal_consent_required,
    EffectiveFrom: iso(r.effective_from),
    EffectiveTo: r.effective_to === null ? null : iso(r.effective_to),
  };
}

/** The list in force now, locked (the account row is locked too, so two PUTs serialise). */
export async function currentDesignations(
  tx: Queryable,
  accountId: string,
): Promise<StoredBeneficiaryDesignations | undefined> {
  const r = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM beneficiary_designations WHERE account_id = $1 AND effective_to IS NULL FOR UPDATE`,
    [accountId],
  );
  return r.rows[0] === undefined ? undefined : listOf(r.rows[0]);
}

/** The list in force at an instant (ISO date-time): effective_from <= at < effective_to. */
export async function designationsAt(
  q: Queryable,
  accountId: string,
  at: string,
): Promise<StoredBeneficiaryDesignations | undefined> {
  const r = await q.query<Row>(
    `SELECT ${COLUMNS} FROM beneficiary_designations
     WHERE account_id = $1 AND effective_from <= $2 AND (effective_to IS NULL OR effective_to > $2)
     ORDER BY effective_from DESC LIMIT 1`,
    [accountId, at],
  );
  return r.rows[0] === undefined ? undefined : listOf(r.rows[0]);
}

export async function supersedeDesignations(tx: Queryable, setId: string, effectiveTo: string): Promise<void> {
  await tx.query('UPDATE beneficiary_designations SET effective_to = $2 WHERE designation_set_id = $1', [
    setId,
    effectiveTo,
  ]);
}

export async function insertDesignations(
  tx: Queryable,
  providerId: string,
  s: StoredBeneficiaryDesignations,
): Promise<void> {
  await tx.query(
    `INSERT INTO beneficiary_designations (${COLUMNS}, provider_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      s.DesignationSetId,
      s.AccountId,
      JSON.stringify({ Primary: s.Primary, Contingent: s.Contingent }),
      s.OwnerIsMarried ?? null,
      s.OwnerStateOfResidence ?? null,
      s.SpousalConsentRequired,
      s.EffectiveFrom,
      s.EffectiveTo,
      providerId,
    ],
  );
}
