import type { InstitutionAssetScope } from '../../assets/types.js';
import type { Catalog } from '../../catalog/types.js';
import { reevaluateHoldings } from '../../holdings/reevaluate-holdings.js';
import type { HoldingToReevaluate, InstrumentEligibilityFacts } from '../../holdings/types.js';
import type { InstitutionRecord } from '../../requests/create-account/types.js';
import type { DecisionEvent } from '../decision.js';
import { assertFact } from '../facts-error.js';
import type { HoldingEligibilityChange } from '../operations/holding-records.js';
import { assetRulesType } from './asset-rules-type.js';

/** What changed, named in every account.updated the re-evaluation emits. */
export type ReevaluationCause = { readonly InstrumentId: string } | { readonly InstitutionId: string };

export interface HoldingsReevaluated {
  readonly Evaluated: number;
  /** Flags to set (Eligible false, with reasons) and to clear (Eligible true), in the batch's order. */
  readonly Changes: readonly HoldingEligibilityChange[];
  /** One account.updated per affected account, sorted by AccountId. */
  readonly Events: readonly DecisionEvent[];
  readonly AffectedAccountIds: readonly string[];
}

/**
 * Re-evaluates the holdings a change touches (reevaluateHoldings, spec part 2.5: "evaluated
 * continuously") and turns its answer into records and events: each holding no longer eligible
 * is flagged with assetEligibility's reasons, each eligible again is unflagged, and each account
 * with a holding whose flag changed gets one account.updated `{ AccountId, Reason:
 * 'HoldingEligibilityChanged', InstrumentId | InstitutionId, HoldingsFlagged, HoldingsUnflagged }`.
 * The host must pass every instrument and institution the holdings name: a holding left unresolved
 * is a fault of the facts (DecisionFactsError), never silently skipped.
 */
export function holdingsReevaluated(
  catalog: Catalog,
  holdings: readonly HoldingToReevaluate[],
  instruments: ReadonlyMap<string, InstrumentEligibilityFacts>,
  institutions: readonly InstitutionRecord[],
  cause: ReevaluationCause,
  now: string,
): HoldingsReevaluated {
  const scopes = new Map<string, InstitutionAssetScope>();
  for (const i of institutions)
    scopes.set(i.InstitutionId, {
      Authorities: i.Authorities,
      ...(i.AssetScopes !== undefined ? { AssetScopes: i.AssetScopes } : {}),
    });
  const today = now.slice(0, 10);
  const ruled = holdings.map((h) => {
    const type = catalog.typeBySlug.get(h.AccountTypeCode);
    if (type === undefined || h.AccountAttributes === undefined) return h;
    const rules = assetRulesType(catalog, type, h.AccountAttributes, today);
    return rules.type === type ? h : { ...h, AccountTypeCode: rules.type.Slug };
  });
  const r = reevaluateHoldings(catalog, { Holdings: ruled, Instruments: instruments, Institutions: scopes });
  assertFact(r.ok, `facts.Holdings could not be re-evaluated: ${r.ok ? '' : r.Message}`);
  assertFact(
    r.Unresolved.length === 0,
    `facts.Institutions must hold every institution the holdings name (${r.Unresolved.length} holdings unresolved)`,
  );
  const changes: HoldingEligibilityChange[] = [];
  const byAccount = new Map<string, { flagged: string[]; unflagged: string[] }>();
  const slot = (accountId: string) => {
    let s = byAccount.get(accountId);
    if (s === undefined) byAccount.set(accountId, (s = { flagged: [], unflagged: [] }));
    return s;
  };
  for (const h of r.NewlyIneligible) {
    changes.push({
      HoldingId: h.HoldingId,
      AccountId: h.AccountId,
      Eligible: false,
      Reasons: h.Reasons,
    });
    slot(h.AccountId).flagged.push(h.HoldingId);
  }
  for (const h of r.EligibleAgain) {
    changes.push({ HoldingId: h.HoldingId, AccountId: h.AccountId, Eligible: true, Reasons: [] });
    slot(h.AccountId).unflagged.push(h.HoldingId);
  }
  const Events: DecisionEvent[] = r.AffectedAccountIds.map((AccountId) => {
    const s = byAccount.get(AccountId)!;
    return {
      EventType: 'account.updated',
      OccurredAt: now,
      Data: {
        AccountId,
        Reason: 'HoldingEligibilityChanged',
        ...cause,
        HoldingsFlagged: s.flagged,
        HoldingsUnflagged: s.unflagged,
      },
    };
  });
  return { Evaluated: r.Evaluated, Changes: changes, Events, AffectedAccountIds: r.AffectedAccountIds };
}
