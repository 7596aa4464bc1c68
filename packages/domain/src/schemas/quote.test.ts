import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatFieldIssue, validate } from './issues.ts';
import { QUOTE_STATUSES, QuoteRequestSchema } from './quote.ts';
import { cartItem } from './testFixtures.ts';

const quote = {
  id: 'q-1',
  userId: '7',
  items: [cartItem],
  status: 'pending',
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
};

describe('QuoteRequestSchema (spec 1 §3, spec 2 §3.5)', () => {
  it.each(QUOTE_STATUSES)('accepts the status %s', (status) => {
    expect(v.is(QuoteRequestSchema, { ...quote, status })).toBe(true);
  });

  it('keeps the optional message, estimated total and notes', () => {
    const output = v.parse(QuoteRequestSchema, { ...quote, message: 'Urgent', estimatedTotal: 1.5, notes: 'ok' });
    expect(output).toMatchObject({ message: 'Urgent', estimatedTotal: 1.5, notes: 'ok' });
  });

  it('rejects a status the spec does not name', () => {
    const result = validate(QuoteRequestSchema, { ...quote, status: 'en_attente' });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'status: expected one of pending, processing, quoted, accepted, rejected, approved, cancelled, got "en_attente"',
    ]);
  });
});
