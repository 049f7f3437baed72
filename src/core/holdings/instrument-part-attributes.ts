import type { Catalog } from '../catalog/types.js';

const cache = new WeakMap<Catalog, readonly (readonly string[])[]>();

/**
 * For each (account type, asset class), at `typeIndex * classCount + classIndex`: the instrument
 * attributes `instrumentPart` reads there, sorted: the predicates of the class when its cell is
 * Conditional, and the type's exclusions. Two instruments whose own values of these attributes are
 * equal get the same instrument part for that type and class.
 */
export function instrumentPartAttributes(catalog: Catalog): readonly (readonly string[])[] {
  const hit = cache.get(catalog);
  if (hit !== undefined) return hit;
  const classes = catalog.assetClasses;
  const out: (readonly string[])[] = [];
  for (const type of catalog.types)
    for (let c = 0; c < classes.length; c++) {
      const names = new Set<string>();
      const assetClass = classes[c]!.Name;
      if (type.AssetRow[c] === 'Conditional')
        for (const p of type.InstrumentPredicates) if (p.AssetClasses.includes(assetClass)) names.add(p.Attribute);
      for (const e of type.InstrumentExclusions) names.add(e.Attribute);
      out.push([...names].sort());
    }
  cache.set(catalog, out);
  return out;
}
