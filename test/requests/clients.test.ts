import { describe, expect, it } from 'vitest';
import { CLIENT_STATUS_MACHINE, validateCreateClient, validateUpdateClient } from '../../src/index.js';
import { catalog, TODAY } from './fixtures.js';

const create = (body: unknown) => validateCreateClient(catalog, body, { Today: TODAY });
const person = { ClientType: 'Individual', Contact: { FirstName: 'Ada', LastName: 'Lovelace' } };
function errors(r: ReturnType<typeof create>) {
  if (r.ok) throw new Error('expected a failure');
  expect(r.ErrorCode).toBe('InvalidRequest');
  return r.Errors;
}

describe('validateCreateClient (spec 4.5)', () => {
  it('a minimal Individual passes and opens Active', () => {
    const r = create(person);
    expect(r.ok && r.value).toMatchObject({
      ClientType: 'Individual',
      ClientStatus: 'Active',
      Contact: { FirstName: 'Ada', LastName: 'Lovelace' },
      Warnings: [],
    });
  });
  it('ClientType is required and one of Individual, Entity, Trust, Estate', () => {
    expect(errors(create({ Contact: person.Contact }))[0]).toMatchObject({
      FieldName: 'ClientType',
      ErrorCode: 'Required',
    });
    expect(errors(create({ ...person, ClientType: 'Company' }))[0]).toMatchObject({
      FieldName: 'ClientType',
      ErrorCode: 'InvalidValue',
    });
    for (const t of ['Entity', 'Trust', 'Estate'])
      expect(create({ ClientType: t, Contact: { EntityName: 'Acme Holdings' } }).ok).toBe(true);
  });
  it('Contact is required and must be an object', () => {
    expect(errors(create({ ClientType: 'Individual' }))[0]).toMatchObject({
      FieldName: 'Contact',
      ErrorCode: 'Required',
    });
    expect(errors(create({ ClientType: 'Individual', Contact: 'Ada' }))[0]).toMatchObject({
      FieldName: 'Contact',
      ErrorCode: 'InvalidFormat',
    });
  });
  it('an Individual needs FirstName and LastName and takes no EntityName', () => {
    expect(
      errors(create({ ClientType: 'Individual', Contact: {} }))
        .map((e) => e.FieldName)
        .sort(),
    ).toEqual(['Contact.FirstName', 'Contact.LastName']);
    expect(errors(create({ ...person, Contact: { ...person.Contact, EntityName: 'X' } }))[0]).toMatchObject({
      FieldName: 'Contact.EntityName',
      ErrorCode: 'NotAllowed',
    });
  });
  it('an Entity, Trust or Estate needs EntityName or LastName, and takes no DateOfBirth', () => {
    expect(errors(create({ ClientType: 'Trust', Contact: { FirstName: 'A' } }))[0]).toMatchObject({
      FieldName: 'Contact.EntityName',
      ErrorCode: 'Required',
    });
    expect(create({ ClientType: 'Estate', Contact: { LastName: 'Smith' } }).ok).toBe(true);
    expect(
      errors(create({ ClientType: 'Entity', Contact: { EntityName: 'Acme', DateOfBirth: '2000-01-01' } }))[0]
        ?.ErrorCode,
    ).toBe('NotAllowed');
  });
  it('Contact fields: DateOfBirth not in the future, Email, E.164 Phone, TaxIdLast4, lengths', () => {
    const c = (extra: Record<string, unknown>) => create({ ...person, Contact: { ...person.Contact, ...extra } });
    expect(
      c({
        DateOfBirth: TODAY,
        Email: 'ada@example.com',
        Phone: '+442071234567',
        TaxIdLast4: '1234',
        MiddleName: 'King',
      }).ok,
    ).toBe(true);
    expect(errors(c({ DateOfBirth: '2026-08-02' }))[0]).toMatchObject({
      FieldName: 'Contact.DateOfBirth',
      ErrorCode: 'OutOfRange',
    });
    expect(errors(c({ Email: 'ada' }))[0]?.FieldName).toBe('Contact.Email');
    expect(errors(c({ Phone: '555-1234' }))[0]?.FieldName).toBe('Contact.Phone');
    expect(errors(c({ TaxIdLast4: '12345' }))[0]?.FieldName).toBe('Contact.TaxIdLast4');
    expect(errors(c({ FirstName: 'A'.repeat(101) }))[0]).toMatchObject({
      FieldName: 'Contact.FirstName',
      ErrorCode: 'TooLong',
    });
    expect(errors(c({ Nickname: 'A' }))[0]).toMatchObject({ FieldName: 'Contact.Nickname', ErrorCode: 'UnknownField' });
  });
  it('Address: US addresses need a state and ZIP; others only Line1, City, Country', () => {
    const a = (Address: unknown) => create({ ...person, Contact: { ...person.Contact, Address } });
    expect(a({ Line1: '1 Main St', City: 'Albany', Region: 'NY', PostalCode: '12207-1234', Country: 'US' }).ok).toBe(
      true,
    );
    expect(a({ Line1: '10 Downing St', City: 'London', Country: 'GB' }).ok).toBe(true);
    expect(
      errors(a({ Line1: '1 Main St', City: 'Albany', Country: 'US' }))
        .map((e) => e.FieldName)
        .sort(),
    ).toEqual(['Contact.Address.PostalCode', 'Contact.Address.Region']);
    expect(
      errors(a({ Line1: '1 Main St', City: 'Albany', Region: 'NY', PostalCode: '1220', Country: 'us' })).map(
        (e) => e.FieldName,
      ),
    ).toContain('Contact.Address.Country');
    expect(errors(a([]))[0]?.FieldName).toBe('Contact.Address');
  });
  it('SponsorId is an optional Guid; service-assigned fields may not be sent', () => {
    expect(create({ ...person, SponsorId: '77777777-7777-4777-8777-777777777777' }).ok).toBe(true);
    expect(errors(create({ ...person, SponsorId: 'acme' }))[0]?.FieldName).toBe('SponsorId');
    expect(errors(create({ ...person, ClientStatus: 'Active' }))[0]).toMatchObject({
      FieldName: 'ClientStatus',
      ErrorCode: 'NotAllowed',
    });
  });
  it('OFAC: Status required, ScreenedAt required once screened and not after today', () => {
    expect(create({ ...person, OFAC: { Status: 'NotScreened' } }).ok).toBe(true);
    expect(
      create({
        ...person,
        OFAC: { Status: 'Clear', ScreenedAt: '2026-07-31T10:00:00Z', ListVersion: 'SDN-2026-07-30' },
      }).ok,
    ).toBe(true);
    expect(errors(create({ ...person, OFAC: { Status: 'Clear' } }))[0]).toMatchObject({
      FieldName: 'OFAC.ScreenedAt',
      ErrorCode: 'Required',
    });
    expect(
      errors(create({ ...person, OFAC: { Status: 'Clear', ScreenedAt: '2026-08-02T00:00:00Z' } }))[0]?.ErrorCode,
    ).toBe('OutOfRange');
    expect(errors(create({ ...person, OFAC: { Status: 'Clear', ScreenedAt: '2026-07-31 10:00' } }))[0]?.ErrorCode).toBe(
      'InvalidFormat',
    );
    expect(errors(create({ ...person, OFAC: {} }))[0]).toMatchObject({
      FieldName: 'OFAC.Status',
      ErrorCode: 'Required',
    });
  });
  it('OFAC ConfirmedMatch refuses the client; PotentialMatch opens it Restricted with a warning', () => {
    const e = errors(create({ ...person, OFAC: { Status: 'ConfirmedMatch', ScreenedAt: '2026-07-31T10:00:00Z' } }));
    expect(e[0]).toMatchObject({ FieldName: 'OFAC.Status', ErrorCode: 'OfacConfirmedMatch' });
    const r = create({ ...person, OFAC: { Status: 'PotentialMatch', ScreenedAt: '2026-07-31T10:00:00Z' } });
    expect(r.ok && r.value.ClientStatus).toBe('Restricted');
    expect(r.ok && r.value.Warnings[0]?.Code).toBe('OfacPotentialMatch');
  });
  it('without ctx.Today the future-date checks are skipped and a warning says so', () => {
    const r = validateCreateClient(catalog, { ...person, Contact: { ...person.Contact, DateOfBirth: '2099-01-01' } });
    expect(r.ok && r.value.Warnings.map((w) => w.Code)).toEqual(['TodayNotGiven']);
  });
});

describe('validateUpdateClient and the ClientStatus machine', () => {
  const ctx = (ClientStatus: string, ClientType = 'Individual', OFAC?: { Status: string }) => ({
    Client: { ClientStatus, ClientType, ...(OFAC ? { OFAC } : {}) },
    Today: TODAY,
  });
  const update = (body: unknown, c: Parameters<typeof validateUpdateClient>[2]) =>
    validateUpdateClient(catalog, body, c);

  it('every transition of the machine is accepted and every other is refused', () => {
    for (const from of CLIENT_STATUS_MACHINE.States) {
      for (const to of CLIENT_STATUS_MACHINE.States) {
        const r = update({ ClientStatus: to }, ctx(from));
        const allowed = from === to || CLIENT_STATUS_MACHINE.Transitions[from].includes(to);
        expect(r.ok, `${from} -> ${to}`).toBe(allowed);
        if (r.ok) expect(r.value).toMatchObject({ ClientStatus: to, StatusChanged: from !== to });
        else expect(r.Errors[0]?.ErrorCode).toBe('StatusTransitionNotAllowed');
      }
    }
  });
  it('Closed is terminal', () => {
    const r = update({ ClientStatus: 'Active' }, ctx('Closed'));
    expect(!r.ok && r.Message).toMatch(/terminal/);
  });
  it('Deceased applies only to an Individual', () => {
    expect(update({ ClientStatus: 'Deceased' }, ctx('Active', 'Trust')).ok).toBe(false);
  });
  it('a missing stored client is ClientNotFound; ClientType may not change', () => {
    const r = update({}, { Client: null, Today: TODAY });
    expect(!r.ok && r.ErrorCode).toBe('ClientNotFound');
    const t = update({ ClientType: 'Entity' }, ctx('Active'));
    expect(!t.ok && t.Errors[0]).toMatchObject({ FieldName: 'ClientType', ErrorCode: 'NotAllowed' });
  });
  it('Contact is replaced whole and validated against the stored ClientType', () => {
    expect(update({ Contact: { FirstName: 'Ada', LastName: 'King' } }, ctx('Active')).ok).toBe(true);
    expect(update({ Contact: { EntityName: 'Acme' } }, ctx('Active')).ok).toBe(false);
  });
  it('a new OFAC ConfirmedMatch moves an Active client to Restricted; Active is refused while it stands', () => {
    const r = update({ OFAC: { Status: 'ConfirmedMatch', ScreenedAt: '2026-07-31T00:00:00Z' } }, ctx('Active'));
    expect(r.ok && r.value).toMatchObject({ ClientStatus: 'Restricted', StatusChanged: true });
    expect(update({ ClientStatus: 'Active' }, ctx('Restricted', 'Individual', { Status: 'ConfirmedMatch' })).ok).toBe(
      false,
    );
    expect(
      update(
        { ClientStatus: 'Active', OFAC: { Status: 'Clear', ScreenedAt: '2026-07-31T00:00:00Z' } },
        ctx('Restricted', 'Individual', { Status: 'ConfirmedMatch' }),
      ).ok,
    ).toBe(true);
  });
  it('without any ctx only the shape is checked, with a warning', () => {
    const r = validateUpdateClient(catalog, { ClientStatus: 'Closed' });
    expect(r.ok && r.value.Warnings.map((w) => w.Code)).toEqual(['TransitionNotChecked']);
  });
});
