/** VAT rate of the shop (spec 1 section 9: 20 %, TTC = HT x 1.2). */
export const VAT_RATE = 0.2;
