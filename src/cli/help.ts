export const HELP = `acctos: the reference service of the acctos rules engine

Usage:
  acctos serve [--demo] [--port N] [--host H] [--data-dir DIR] [--database-url URL]
                                   serve the JSON API (PORT, HOST, ACCTOS_DATA_DIR, DATABASE_URL);
                                   --demo seeds demo data on an empty database and prints its keys
  acctos migrate [--data-dir DIR] [--database-url URL]
                                   apply pending database migrations
  acctos ledger check [--data-dir DIR] [--database-url URL]
                                   prove the ledger: sums to zero, balances equal their entries
  acctos demo [--data-dir DIR]     print the banner of serve --demo again (keys, institution, a
                                   signed call), from the data folder; works while serving
  acctos call METHOD PATH [JSON|@file]
                                   one signed request; prints the JSON response
  acctos providers create NAME | list [--page N] [--page-size N] | get PROVIDER_ID
  acctos keys create PROVIDER_ID | list PROVIDER_ID | get KEY_ID | revoke KEY_ID
                                   (list and get never show a secret: it is shown once, at create)
  acctos institutions create NAME --authorities A,B [--asset-scopes JSON]
  acctos institutions list | get INSTITUTION_ID
  acctos contracts set PROVIDER_ID slug[,slug...]   (replaces the list)
  acctos contracts add|remove PROVIDER_ID SLUG      (one type; a repeat changes nothing)
  acctos gates set PROVIDER_ID gate[,gate...]
  acctos gates add|remove PROVIDER_ID SLUG
  acctos signing-keys rotate
  acctos schedule ...              inherited-IRA and RMD schedules (see acctos schedule --help)
  acctos help | --version

Connection (call and operator commands): --url, --key-id, --secret, or ACCTOS_URL
(default http://127.0.0.1:8080), ACCTOS_KEY_ID / ACCTOS_SECRET; operator commands prefer
ACCTOS_ADMIN_KEY_ID / ACCTOS_ADMIN_SECRET.

Exit codes: 0 success, 1 the service answered Status 0, 2 usage error, 3 service unreachable.
`;
