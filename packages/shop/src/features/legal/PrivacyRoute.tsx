import { PrivacyPolicyPage } from '@otech/ui';

/** /politique-confidentialite, also reached as /privacy (spec 2 §2.7). */
export function Component() {
  return <PrivacyPolicyPage />;
}
