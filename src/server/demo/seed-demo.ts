import { randomUUID } from 'node:crypto';
import type { Catalog } from '../../core/catalog/types.js';
import { encryptSecret } from '../auth/secret-box.js';
import type { Database } from '../db/types.js';
import { newKeyMaterial } from '../routes/operator.js';
import { insertInstitution } from '../store/institutions.js';
import { insertKey, insertProvider, setProviderList } from '../store/providers.js';

export interface DemoSeed {
  readonly ProviderId: string;
  readonly KeyId: string;
  readonly Secret: string;
  readonly InstitutionId: string;
  readonly Authorities: string[];
  readonly AccountTypeCodes: string[];
}

const SEED_LOCK_ID = 727_002;

/**
 * On an empty database (no provider yet): a demo provider with a key, an institution holding
 * every authority of the catalog, and contracts for every ship type. Returns undefined when
 * the database already has data; two instances starting together seed once (advisory lock).
 */
export async function seedDemo(
  db: Database,
  catalog: Catalog,
  encryptionKey: Buffer,
  at: Date,
): Promise<DemoSeed | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const n = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM providers');
    if (Number(n.rows[0]?.n ?? 0) > 0) return undefined;
    const providerId = randomUUID();
    await insertProvider(tx, providerId, 'Demo Provider', at);
    const key = newKeyMaterial();
    await insertKey(tx, key.KeyId, providerId, encryptSecret(encryptionKey, key.Secret, key.KeyId), at);
    const institutionId = randomUUID();
    const authorities = catalog.authorities.map((a) => a.Name);
    await insertInstitution(
      tx,
      { InstitutionId: institutionId, Name: 'Demo Trust Company', Authorities: authorities, AssetScopes: {} },
      at,
    );
    const ship = catalog.types.filter((t) => t.Status === 'ship').map((t) => t.Slug);
    await setProviderList(tx, providerId, 'contracted_types', ship);
    return {
      ProviderId: providerId,
      KeyId: key.KeyId,
      Secret: key.Secret,
      InstitutionId: institutionId,
      Authorities: authorities,
      AccountTypeCodes: ship,
    };
  });
}
