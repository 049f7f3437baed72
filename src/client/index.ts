// acctos/client: a typed client for the reference service that signs every request
// (design.md section 4) with Web Crypto; runs in Node, browsers and edge runtimes.
export { type AcctosClient, createClient } from './create-client.js';
export { type SignRequestInput, signingBase, signRequest } from './sign-request.js';
export type { ClientOptions } from './transport.js';
export type * from './types.js';
