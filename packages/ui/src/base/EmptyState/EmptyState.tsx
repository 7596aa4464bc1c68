import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { action as actionStyle, emptyState, icon as iconStyle, message as messageStyle, title as titleStyle } from './EmptyState.css.ts';

export type EmptyStateProps = {
  /** The glyph above the title; the caller imports the one it shows, so no page carries a map of them. */
  icon?: LucideIcon | undefined;
  /** The spec's empty text ("Votre panier est vide", "Aucune commande trouvée"…). */
  title: string;
  /** One line under the title on how to get results. */
  message?: string;
  /** Usually a LinkButton to the catalogue. */
  action?: ReactNode;
  /** Level of the title's heading, to fit the page's outline. */
  headingLevel?: 1 | 2 | 3 | 4;
};

export function EmptyState({ icon: Glyph, title, message, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={emptyState}>
      {Glyph && (
        <span className={iconStyle}>
          <Glyph size={32} aria-hidden="true" focusable="false" />
        </span>
      )}
      <Heading className={titleStyle}>{title}</Heading>
      {message && <p className={messageStyle}>{message}</p>}
      {action && <div className={actionStyle}>{action}</div>}
    </div>
  );
}
