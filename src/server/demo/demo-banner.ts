// The demo banner: printed by `acctos serve --demo` when it seeds, and again by `acctos demo`
// from the data folder. No database or HTTP import: the CLI loads it without the server.

export interface DemoBannerInput {
  readonly url: string;
  /** The operator key; Secret undefined when it is not known here (never printed when supplied). */
  readonly admin: { readonly KeyId: string | undefined; readonly Secret: string | undefined };
  /** True when the operator secret came from ACCTOS_ADMIN_SECRET: then it is never printed. */
  readonly adminSecretSupplied: boolean;
  readonly seed: {
    readonly ProviderId: string;
    readonly KeyId: string;
    readonly Secret: string;
    readonly InstitutionId: string;
    readonly Authorities: readonly string[];
    readonly AccountTypeCodes: readonly string[];
  };
  /** How to run acctos from here (`node bin/acctos.js` in a clone, `npx acctos` when installed). */
  readonly command: string;
  /** 'created' when serve --demo has just seeded; 'again' from `acctos demo`. */
  readonly when: 'created' | 'again';
}

function operatorLine(b: DemoBannerInput): string {
  if (b.admin.KeyId === undefined)
    return '  operator key:   not found (no secrets.json in this data folder and no ACCTOS_ADMIN_KEY_ID)';
  if (b.adminSecretSupplied)
    return (
      `  operator key:   ACCTOS_KEY_ID=${b.admin.KeyId} (secret: the ACCTOS_ADMIN_SECRET you supplied; not ` +
      `printed)`
    );
  if (b.admin.Secret === undefined)
    return `  operator key:   ACCTOS_KEY_ID=${b.admin.KeyId} (secret: not in this data folder)`;
  return `  operator key:   ACCTOS_KEY_ID=${b.admin.KeyId} ACCTOS_SECRET=${b.admin.Secret}`;
}

/**
 * Operator key, demo provider and key, institution, contracts and a ready signed call. An
 * operator secret supplied in ACCTOS_ADMIN_SECRET is never printed (only a generated one, which
 * also sits in the data folder's secrets.json).
 */
export function demoBanner(b: DemoBannerInput): string {
  const head =
    b.when === 'created'
      ? `acctos demo data created (--demo; keys are kept in the data folder, mode 0600: print this again ` +
        `with ${b.command} demo)`
      : 'acctos demo data of this data folder (created by serve --demo)';
  return [
    '',
    head,
    operatorLine(b),
    `  demo provider:  ${b.seed.ProviderId}`,
    `  provider key:   ACCTOS_KEY_ID=${b.seed.KeyId} ACCTOS_SECRET=${b.seed.Secret}`,
    `  institution:    ${b.seed.InstitutionId} (all ${b.seed.Authorities.length} authorities)`,
    `  contracts:      ${b.seed.AccountTypeCodes.join(', ')}`,
    '',
    'Try a signed call:',
    `  ACCTOS_URL=${b.url} ACCTOS_KEY_ID=${b.seed.KeyId} ACCTOS_SECRET=${b.seed.Secret} ${b.command} call ` +
      `GET "/v1/account-types?InstitutionId=${b.seed.InstitutionId}"`,
    '',
  ].join('\n');
}
