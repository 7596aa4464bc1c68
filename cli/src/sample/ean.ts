import { isValidEan } from '@otech/domain';

/** GS1 France prefixes start at 300; 3760 is the range this sample catalogue pretends to own. */
const COMPANY_PREFIX = '3760';

/**
 * EAN-13 of the product at `index`: the body numbers the product, and of the ten possible last
 * digits exactly one passes the domain's GS1 check, so the rule stays written once.
 */
export function eanFor(index: number): string {
  const body = `${COMPANY_PREFIX}${String(index).padStart(8, '0')}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidEan(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error(`no check digit makes ${body} a valid EAN-13`);
}
