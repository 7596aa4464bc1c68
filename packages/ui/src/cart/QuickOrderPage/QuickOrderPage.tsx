import type { QuickOrderCheck } from '@otech/domain';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as page from '../../theme/page.css.ts';
import { QuickOrderForm, type QuickOrderFormProps } from '../QuickOrderForm/QuickOrderForm.tsx';
import { QuickOrderResults } from '../QuickOrderResults/QuickOrderResults.tsx';
import * as styles from './QuickOrderPage.css.ts';

export interface QuickOrderPageProps extends Omit<QuickOrderFormProps, 'isPending'> {
  /** The last check with refused lines, to correct them or add the valid ones anyway. */
  check?: QuickOrderCheck | undefined;
  /** "Ajouter les N lignes valides": adds the lines without a refusal to the cart. */
  onAddValid: () => void;
  /** A check or an add is under way. */
  isPending?: boolean;
  /** "12 lignes ajoutées au panier", once added. */
  addedMessage?: string | undefined;
  /** The cart page, linked once lines are added. */
  cartHref: string;
}

/**
 * /commande-rapide (issue 22): the customer pastes lines or sends a file; all valid, they go into
 * the cart in one step; otherwise the refused lines are listed with their reason, and the valid
 * ones can be added anyway.
 */
export function QuickOrderPage({ check, onAddValid, isPending = false, addedMessage, cartHref, ...form }: QuickOrderPageProps) {
  return (
    <section className={page.pageContent} aria-labelledby="quick-order-title">
      <header className={page.pageHeader}>
        <h1 id="quick-order-title" className={page.pageTitle}>
          Commande rapide
        </h1>
        <p className={page.pageLead}>Collez vos références ou codes EAN avec leur quantité, ou déposez votre fichier : tout part au panier en une fois, à vos prix.</p>
      </header>
      <div className={styles.layout}>
        {addedMessage && (
          <div className={styles.added}>
            <FormNotice tone="success">{addedMessage}</FormNotice>
            <LinkButton href={cartHref}>Voir mon panier</LinkButton>
          </div>
        )}
        <QuickOrderForm {...form} isPending={isPending} />
        {check && <QuickOrderResults check={check} onAddValid={onAddValid} isAdding={isPending} />}
      </div>
    </section>
  );
}
