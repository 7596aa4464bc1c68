import { Button } from '../../base/Button/Button.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import * as s from './RouteErrorPage.css.ts';
import { TriangleAlert } from 'lucide-react';

export interface RouteErrorPageProps {
  /** "Réessayer": the app loads the page again. */
  onRetry: () => void;
  /** The home page's address for the way back; "/" by default. */
  homeHref?: string;
}

/**
 * What a page shows instead of itself when it failed to render or its code failed to load: the
 * rest of the site still works, so the visitor can try again or go home.
 */
export function RouteErrorPage({ onRetry, homeHref = '/' }: RouteErrorPageProps) {
  return (
    <div role="alert" className={s.page}>
      <EmptyState
        icon={TriangleAlert}
        headingLevel={1}
        title="Une erreur est survenue"
        message="Cette page n'a pas pu s'afficher. Réessayez, ou revenez à l'accueil."
        action={
          <div className={s.actions}>
            <Button onPress={onRetry}>Réessayer</Button>
            <LinkButton href={homeHref} variant="secondary">
              Retour à l'accueil
            </LinkButton>
          </div>
        }
      />
    </div>
  );
}
