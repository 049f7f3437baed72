/**
 * The attributes of an instrument as `assetEligibility` reads them. design.md leaves the
 * instrument's shape open: `{ Attributes: {...} }` is the documented form, and an instrument given
 * as a flat record of attributes is read the same way. Anything else has no attributes.
 */
export function readInstrumentFacts(instrument: unknown): Readonly<Record<string, unknown>> | undefined {
  if (typeof instrument !== 'object' || instrument === null || Array.isArray(instrument)) return undefined;
  if (!('Attributes' in instrument)) return instrument as Record<string, unknown>;
  const attrs: unknown = (instrument as { Attributes?: unknown }).Attributes;
  return typeof attrs === 'object' && attrs !== null && !Array.isArray(attrs)
    ? (attrs as Record<string, unknown>)
    : undefined;
}
