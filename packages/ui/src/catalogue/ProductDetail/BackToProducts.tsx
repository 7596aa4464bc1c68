import { ArrowLeft } from 'lucide-react';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';

/** The detail page's way back to the list (spec 1 §2 "back button to /products"). */
export function BackToProducts({ href }: { href: string }) {
  return (
    <LinkButton href={href} variant="text">
      <ArrowLeft aria-hidden size={18} />
      Retour aux produits
    </LinkButton>
  );
}
