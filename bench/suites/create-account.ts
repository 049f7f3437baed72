import { defaultCatalog, validateCreateAccount } from '../../src/index.js';
import { CREATE_CTX, CREATE_REQUESTS } from '../fixtures/create-account.js';
import { referenceBatch } from '../fixtures/reference.js';
import { type BenchRow, measureInterleaved } from '../types.js';

// Create Account validation (design.md section 2a): a mix of valid requests of three natures
// and one invalid request, against looked-up client and institution records; measured in
// alternation with the compiled availability reference.
export default async function createAccountSuite(): Promise<BenchRow[]> {
  const unexpected = CREATE_REQUESTS.flatMap((r, i) => {
    const res = validateCreateAccount(defaultCatalog, r.body, CREATE_CTX);
    return res.ok === r.valid ? [] : [`request ${i}: ${res.ok ? 'accepted' : res.ErrorCode}`];
  });
  const [ops, reference] = measureInterleaved([
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++)
        acc += validateCreateAccount(defaultCatalog, CREATE_REQUESTS[i % CREATE_REQUESTS.length]!.body, CREATE_CTX).ok
          ? 1
          : 0;
      return acc;
    },
    referenceBatch,
  ]) as [number, number];
  return [
    {
      Group: 'create account',
      Name: `validateCreateAccount (mix of ${CREATE_REQUESTS.length}: 4 valid, 1 invalid)`,
      OpsPerSecond: ops,
      Baseline: true,
      Reference: reference,
      Note: unexpected.length === 0 ? 'requests/s' : `requests/s; unexpected outcomes: ${unexpected.join('; ')}`,
    },
  ];
}
