import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { action as actionStyle, emptyState, icon as iconStyle, message as messageStyle, title as titleStyle } from './EmptyState.css.ts';

export type EmptyStateProps = {
  icon?: IconName;
  /** The spec's empty text ("Votre panier est vide", "Aucune commande trouvée"…). */
  title: string;
  message?: string;
  /** Usually a LinkButton to the catalogue. */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3 | 4;
};

export function EmptyState({ icon, title, message, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={emptyState}>
      {icon && (
        <span className={iconStyle}>
          <Icon name={icon} size={32} />
        </span>
      )}
      <Heading className={titleStyle}>{title}</Heading>
      {message && <p className={messageStyle}>{message}</p>}
      {action && <div className={actionStyle}>{action}</div>}
    </div>
  );
}
