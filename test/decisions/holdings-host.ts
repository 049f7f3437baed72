// The memory host with the registry, holdings and beneficiary lists of issue 12: it loads the facts
// each decision names, applies what it decides, and holds no rule of its own.
import {
  decideBeneficiaries,
  decideCreateInstrument,
  decideInstitutionChange,
  decideInstrumentChange,
  decideInvestment,
  type HoldingToReevaluate,
  type InstitutionRecordToInsert,
  requestedInstrumentId,
  requestedInstrumentIdentifier,
  type StoredBeneficiaryDesignations,
  type StoredHolding,
  type StoredInstrument,
} from '../../src/index.js';
import { catalog, MemoryHost } from './memory-host.js';

export class HoldingsHost extends MemoryHost {
  readonly instruments = new Map<string, StoredInstrument>();
  readonly holdings = new Map<string, StoredHolding>();
  readonly designations: StoredBeneficiaryDesignations[] = [];
  readonly institutionNames = new Map<string, string>();

  holdingOf(accountId: string, instrumentId: string): StoredHolding | null {
    for (const h of this.holdings.values()) if (h.AccountId === accountId && h.InstrumentId === instrumentId) return h;
    return null;
  }

  /** Open holdings (Quantity above zero) with what a re-evaluation reads of their accounts. */
  openHoldings(where: (h: StoredHolding, institutionId: string | null) => boolean): HoldingToReevaluate[] {
    const out: HoldingToReevaluate[] = [];
    for (const h of this.holdings.values()) {
      const a = this.accounts.get(h.AccountId)!;
      const institutionId = a.InstitutionId ?? null;
      if (h.Quantity === '0' || !where(h, institutionId)) continue;
      out.push({
        HoldingId: h.HoldingId,
        AccountId: h.AccountId,
        AccountTypeCode: a.AccountTypeCode,
        InstrumentId: h.InstrumentId,
        InstitutionId: institutionId,
        AccountAttributes: a.Attributes,
        Flagged: !h.Eligible,
      });
    }
    return out;
  }

  createInstrument(request: unknown) {
    const id = requestedInstrumentIdentifier(request);
    const registered =
      id === null
        ? null
        : ([...this.instruments.values()].find(
            (i) => i.Identifier.Scheme === id.Scheme && i.Identifier.Value === id.Value,
          ) ?? null);
    const d = decideCreateInstrument(
      catalog,
      { Now: this.now(), Registered: registered, NewIds: { InstrumentId: this.newId() } },
      request,
      this.today,
    );
    if (d.ok) this.instruments.set(d.Records.Instrument.InstrumentId, d.Records.Instrument);
    return this.applyCommon(d);
  }

  changeInstrument(instrumentId: string, request: unknown) {
    const holdings = this.openHoldings((h) => h.InstrumentId === instrumentId);
    const institutionIds = new Set(holdings.map((h) => h.InstitutionId).filter((i): i is string => i !== null));
    const d = decideInstrumentChange(
      catalog,
      {
        Now: this.now(),
        Instrument: this.instruments.get(instrumentId) ?? null,
        Holdings: holdings,
        Institutions: [...institutionIds].map((i) => this.institutions.get(i)!),
      },
      request,
      this.today,
    );
    if (d.ok) {
      if (d.Records.Instrument !== undefined) this.instruments.set(instrumentId, d.Records.Instrument);
      this.applyEligibility(d.Records.HoldingEligibility);
    }
    return this.applyCommon(d);
  }

  changeInstitution(institutionId: string, request: unknown) {
    const current = this.institutions.get(institutionId);
    const stored: InstitutionRecordToInsert | null =
      current === undefined
        ? null
        : {
            InstitutionId: institutionId,
            Name: this.institutionNames.get(institutionId) ?? 'Custodian',
            Authorities: current.Authorities,
            AssetScopes: current.AssetScopes ?? {},
            CreatedDate: '2026-01-01T00:00:00.000Z',
          };
    const holdings = this.openHoldings((_, i) => i === institutionId);
    const d = decideInstitutionChange(
      catalog,
      {
        Now: this.now(),
        Institution: stored,
        Holdings: holdings,
        Instruments: [...new Set(holdings.map((h) => h.InstrumentId))].map((i) => this.instruments.get(i)!),
      },
      request,
      this.today,
    );
    if (d.ok) {
      const next = d.Records.Institution;
      if (next !== undefined) {
        this.institutions.set(institutionId, {
          InstitutionId: institutionId,
          Authorities: next.Authorities,
          AssetScopes: next.AssetScopes,
        });
        this.institutionNames.set(institutionId, next.Name);
      }
      this.applyEligibility(d.Records.HoldingEligibility);
    }
    return this.applyCommon(d);
  }

  trade(accountId: string, request: unknown) {
    const account = this.accounts.get(accountId) ?? null;
    const instrumentId = requestedInstrumentId(request);
    const instrument = instrumentId === null ? null : (this.instruments.get(instrumentId) ?? null);
    const d = decideInvestment(
      catalog,
      {
        Now: this.now(),
        Account: account,
        Balances: this.balances(accountId),
        Institution: account?.InstitutionId ? (this.institutions.get(account.InstitutionId) ?? null) : null,
        Instrument: instrument,
        Holding: account === null || instrument === null ? null : this.holdingOf(accountId, instrument.InstrumentId),
        NewIds: { TransactionId: this.newId(), HoldingId: this.newId() },
      },
      request,
      this.today,
    );
    if (d.ok) {
      this.insertTransaction(d.Records.Transaction);
      const h = d.Records.Holding;
      if (h.Insert && this.holdings.has(h.HoldingId)) throw new Error('holding inserted twice');
      if (!h.Insert && !this.holdings.has(h.HoldingId)) throw new Error('holding updated before it exists');
      this.holdings.set(h.HoldingId, {
        HoldingId: h.HoldingId,
        AccountId: h.AccountId,
        InstrumentId: h.InstrumentId,
        Quantity: h.Quantity,
        Eligible: h.Eligible,
        Reasons: h.Reasons,
      });
    }
    return this.applyCommon(d);
  }

  putBeneficiaries(accountId: string, request: unknown) {
    const account = this.accounts.get(accountId) ?? null;
    const d = decideBeneficiaries(
      catalog,
      {
        Now: this.now(),
        Account: account,
        Client: account === null ? null : (this.clients.get(account.ClientId) ?? null),
        Current: this.designations.find((s) => s.AccountId === accountId && s.EffectiveTo === null) ?? null,
        NewIds: { DesignationSetId: this.newId() },
      },
      request,
      this.today,
    );
    if (d.ok) {
      const s = d.Records.Supersede;
      if (s !== undefined) {
        const i = this.designations.findIndex((x) => x.DesignationSetId === s.DesignationSetId);
        this.designations[i] = { ...this.designations[i]!, EffectiveTo: s.EffectiveTo };
      }
      if (d.Records.Designations !== undefined) this.designations.push(d.Records.Designations);
    }
    return this.applyCommon(d);
  }

  private applyEligibility(
    changes: readonly { HoldingId: string; Eligible: boolean; Reasons: StoredHolding['Reasons'] }[],
  ) {
    for (const c of changes) {
      const h = this.holdings.get(c.HoldingId)!;
      this.holdings.set(c.HoldingId, { ...h, Eligible: c.Eligible, Reasons: c.Reasons });
    }
  }
}
