// Descriptions of fields that mean the same wherever they appear (an id, a date, a paging
// figure). The OpenAPI document gives them to every property that has no description of its own
// (src/server/docs/openapi-document.ts); a field with a description in its schema keeps it.

export const FIELD_GLOSSARY: Readonly<Record<string, string>> = {};
