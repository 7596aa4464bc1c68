import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateForm } from './validateForm.ts';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('vide'), v.minLength(3, 'court')),
  nested: v.object({ code: v.pipe(v.string(), v.regex(/^\d+$/, 'chiffres')) }),
});

describe('validateForm', () => {
  it('returns the parsed value when valid', () => {
    expect(validateForm(schema, { name: 'abc', nested: { code: '12' } })).toEqual({
      ok: true,
      value: { name: 'abc', nested: { code: '12' } },
    });
  });

  it('keeps only the first message per field, keyed by dotted path', () => {
    expect(validateForm(schema, { name: '', nested: { code: 'x' } })).toEqual({
      ok: false,
      errors: { name: 'vide', 'nested.code': 'chiffres' },
    });
  });
});
