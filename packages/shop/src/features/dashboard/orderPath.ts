/** The order page of the account dashboard (spec 2 §2.1), as the orders tab and notifications link to it. */
export const orderPath = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;
