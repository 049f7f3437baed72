/** One problem found in a catalog: which file, where in it, and what is wrong. */
export interface CatalogIssue {
  readonly File: string;
  readonly Path: string;
  readonly Message: string;
}

/** Thrown by `loadCatalog` only; `parseCatalog` returns the same issues as data. */
export class CatalogError extends Error {
  readonly code = 'CatalogInvalid' as const;
  readonly issues: readonly CatalogIssue[];
  constructor(issues: readonly CatalogIssue[]) {
    super(formatCatalogIssues(issues));
    this.name = 'CatalogError';
    this.issues = issues;
  }
}

export function formatCatalogIssues(issues: readonly CatalogIssue[]): string {
  const lines = issues.map((i) => `${i.File}${i.Path ? ` at ${i.Path}` : ''}: ${i.Message}`);
  return `catalog is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n  ${lines.join('\n  ')}`;
}
