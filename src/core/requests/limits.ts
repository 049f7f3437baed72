// Explicit bounds on request input (TIGER_STYLE): every loop over caller data is capped.

export const REQUEST_LIMITS = {
  /** Top-level keys read from one body; more is rejected before any field is looked at. */
  max_fields: 128,
  /** Unknown/forbidden-field errors listed individually; the rest are summarised. */
  max_field_errors: 32,
  provider_reference_id_chars: 128,
  name_chars: 100,
  entity_name_chars: 200,
  email_chars: 254,
  address_line_chars: 100,
  city_chars: 64,
  region_chars: 64,
  postal_code_chars: 16,
  description_chars: 500,
  generic_string_chars: 256,
  /** Field names and values echoed in messages are cut to this many characters. */
  echo_chars: 64,
  min_year: 1900,
  max_year: 2200,
} as const;
