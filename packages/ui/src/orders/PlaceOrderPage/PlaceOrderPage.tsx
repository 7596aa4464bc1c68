import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import * as page from '../../theme/page.css.ts';
import { OrderForm, type OrderFormProps } from '../OrderForm/OrderForm.tsx';

export interface PlaceOrderPageProps {
  /** "Commander", or "Accepter le devis et commander" for a quote. */
  heading: string;
  /** The form's facts (addresses, totals, terms, credit in use) once loaded. */
  form: AsyncState<Omit<OrderFormProps, 'onSubmit' | 'isSubmitting' | 'errorMessage' | 'submitLabel'>>;
  /** The error view's "Réessayer": loads again. */
  onRetry: () => void;
  /** While the order is being sent: the form is disabled and its button says so. */
  isSubmitting: boolean;
  /** The server's refusal, in French, shown in the form as an alert (FormNotice). */
  errorMessage?: string | undefined;
  /** Called with the order once the form is valid. */
  onSubmit: OrderFormProps['onSubmit'];
}

/** /commander (issue 22): the page title and the order form, its facts loading, or their load error with retry. */
export function PlaceOrderPage({ heading, form, onRetry, isSubmitting, errorMessage, onSubmit }: PlaceOrderPageProps) {
  return (
    <section className={page.pageContent} aria-labelledby="place-order-title">
      <h1 id="place-order-title" className={page.pageTitle}>
        {heading}
      </h1>
      <AsyncContent state={form} onRetry={onRetry} loadingLabel="Chargement de la commande...">
        {(facts) => <OrderForm {...facts} submitLabel={heading} isSubmitting={isSubmitting} errorMessage={errorMessage} onSubmit={onSubmit} />}
      </AsyncContent>
    </section>
  );
}
