// docs/decisions/68-operators-cli.md, "A long message is said once: in Errors".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeMessage, REPEATED_MESSAGE_MAX_CHARS } from '../../src/server/http/envelope.js';

const long = 'must be a date YYYY-MM-DD on or before today; send the date of birth as printed on the ID document';

describe('envelopeMessage: a long field message is not repeated in Message', () => {
  it('one long error: Message names the field and code and points to Errors[0]', () => {
    const m = envelopeMessage(`The Create Client request is invalid: ${long}`, [
      { FieldName: 'Contact.DateOfBirth', ErrorCode: 'InvalidDate', Message: long },
    ]);
    expect(m).toBe(
      'The Create Client request is invalid: Contact.DateOfBirth (InvalidDate): Errors[0] says what is ' +
        'wrong and what to send.',
    );
    expect(m).not.toContain(long);
  });

  it('a Message that is the detail itself becomes the pointer; the body has no FieldName', () => {
    expect(envelopeMessage(long, [{ FieldName: '', ErrorCode: 'InvalidText', Message: long }])).toBe(
      'The request body (InvalidText): Errors[0] says what is wrong and what to send.',
    );
  });

  it('short details, several errors, and messages that do not contain the detail are unchanged', () => {
    const short = 'must be a date YYYY-MM-DD';
    expect(
      envelopeMessage(`X is invalid: ${short}`, [{ FieldName: 'X', ErrorCode: 'InvalidDate', Message: short }]),
    ).toBe(`X is invalid: ${short}`);
    const two = [
      { FieldName: 'A', ErrorCode: 'Required', Message: long },
      { FieldName: 'B', ErrorCode: 'Required', Message: long },
    ];
    expect(envelopeMessage('has 2 problems: A (Required), B (Required)', two)).toBe(
      'has 2 problems: A (Required), B (Required)',
    );
    expect(envelopeMessage('No client matches.', undefined)).toBe('No client matches.');
    expect(envelopeMessage('Other words.', [{ FieldName: 'A', ErrorCode: 'X', Message: long }])).toBe('Other words.');
  });

  it('property: with one error the detail longer than the limit never appears in Message, and the field does', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: REPEATED_MESSAGE_MAX_CHARS + 1, maxLength: 300 }),
        fc.string({ maxLength: 60 }),
        fc.stringMatching(/^[A-Z][A-Za-z.]{0,30}$/),
        (detail, prefix, field) => {
          const m = envelopeMessage(`${prefix}${detail}`, [
            { FieldName: field, ErrorCode: 'Invalid', Message: detail },
          ]);
          expect(m.includes(detail)).toBe(false);
          expect(m).toContain(`${field} (Invalid)`);
        },
      ),
    );
  });
});
