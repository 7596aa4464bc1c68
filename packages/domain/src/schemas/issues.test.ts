import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatFieldIssue, ROOT_FIELD, validate } from './issues.ts';

const Schema = v.object({ name: v.string(), items: v.array(v.object({ quantity: v.number() })) });

describe('validate', () => {
  it('returns the parsed value when valid', () => {
    expect(validate(Schema, { name: 'a', items: [] })).toEqual({ ok: true, value: { name: 'a', items: [] } });
  });

  it('names missing keys plainly and nested fields by their dotted path', () => {
    const result = validate(Schema, { items: [{ quantity: 'x' }] });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'name: is required',
      'items.0.quantity: Invalid type: Expected number but received "x"',
    ]);
  });

  it('reports a wrong root value under (root)', () => {
    const result = validate(Schema, 'text');
    expect(result.ok ? '' : result.issues[0]?.field).toBe(ROOT_FIELD);
  });
});
