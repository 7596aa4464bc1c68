import { LegalNoticePage } from '@otech/ui';

/** /mentions-legales, linked from the footer (spec 1 §2). */
export function Component() {
  return <LegalNoticePage />;
}
