import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ORDER_FORM_MESSAGES, orderBody, orderFormDefaults, orderFormSchema } from './orderForm.ts';

describe('the order form (issue 22)', () => {
  const schema = orderFormSchema('2026-12-02');

  it('starts on the default delivery address, and sends only what was filled in', () => {
    const values = { ...orderFormDefaults('adr-2'), purchaseOrderReference: ' BC-118 ' };
    const parsed = v.parse(schema, values);
    expect(orderBody(parsed)).toEqual({ deliveryAddressId: 'adr-2', purchaseOrderReference: 'BC-118' });
    expect(orderBody(v.parse(schema, orderFormDefaults(undefined)))).toEqual({});
  });

  it('refuses a reference too long, a date not a date or already past, naming the field', () => {
    const issues = (values: Record<string, string>) =>
      v.safeParse(schema, { ...orderFormDefaults(undefined), ...values }).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues({ purchaseOrderReference: 'x'.repeat(51) })).toEqual([['purchaseOrderReference', ORDER_FORM_MESSAGES.referenceTooLong]]);
    expect(issues({ requestedDeliveryDate: '2026-02-30' })).toEqual([['requestedDeliveryDate', ORDER_FORM_MESSAGES.dateInvalid]]);
    expect(issues({ requestedDeliveryDate: '2026-12-01' })).toEqual([['requestedDeliveryDate', ORDER_FORM_MESSAGES.dateInPast]]);
    expect(issues({ requestedDeliveryDate: '2026-12-02' })).toBeUndefined();
  });
});
