import { TermsOfSalePage } from '@otech/ui';

/** /conditions-generales, also reached as /terms (spec 2 §2.6). */
export function Component() {
  return <TermsOfSalePage />;
}
