import { LegalNoticePage } from '@otech/ui';
import { useShopNavigate } from '../../app/useShopNavigate.ts';

/** /mentions-legales, linked from the footer (spec 1 §2). */
export function Component() {
  return <LegalNoticePage onNavigate={useShopNavigate()} />;
}
