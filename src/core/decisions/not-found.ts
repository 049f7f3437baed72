import { type Failure, failure } from '../shared/error-codes.js';

// The answers for a record the caller named that the host did not find (or that belongs to
// another provider: design.md section 5 says both answer alike), as the routes have always sent.

export function accountNotFound(): Failure<'AccountNotFound'> {
  return failure('AccountNotFound', 'No account matches the AccountId supplied.');
}

export function clientNotFound(): Failure<'ClientNotFound'> {
  return failure('ClientNotFound', 'No client matches the ClientId supplied.');
}

export function transactionNotFound(): Failure<'TransactionNotFound'> {
  return failure('TransactionNotFound', 'No transaction matches the TransactionId supplied.');
}

export function providerNotFound(): Failure<'ProviderNotFound'> {
  return failure(
    'ProviderNotFound',
    'No provider matches the ProviderId supplied. GET /v1/providers lists the providers.',
  );
}

export function keyNotFound(): Failure<'KeyNotFound'> {
  return failure(
    'KeyNotFound',
    'No provider key matches the KeyId supplied. GET /v1/providers/{ProviderId}/keys lists a provider’s keys.',
  );
}

export function instrumentNotFound(): Failure<'InstrumentNotFound'> {
  return failure('InstrumentNotFound', 'No instrument matches the InstrumentId supplied.');
}

export function institutionNotFound(): Failure<'InstitutionNotFound'> {
  return failure('InstitutionNotFound', 'No institution matches the InstitutionId supplied.');
}
