import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_SNACKBARS, type ContactValues } from '@otech/domain';
import { ContactPage } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { productQuery } from '../product/index.ts';
import { sendContactRequest } from './api.ts';

/**
 * /contact, also /contact?product={id} (spec 1 §2). Coming from a product, the request starts as a
 * quote request whose subject names that product, which is what the visitor came to ask about.
 */
export function Component() {
  const [params] = useSearchParams();
  const productId = params.get('product');
  const product = useQuery({ ...productQuery(productId ?? ''), enabled: productId !== null });
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();

  async function submit(values: ContactValues) {
    setStatus('sending');
    setErrorMessage(undefined);
    try {
      await sendContactRequest(values);
      setStatus('sent');
      notify(CONTACT_SNACKBARS.sent);
    } catch (error) {
      setErrorMessage(error instanceof Error ? error.message : undefined);
      setStatus('idle');
    }
  }

  return (
    <ContactPage
      // Remounted once the product is known, so its subject lands in a fresh form.
      key={product.data?.id ?? 'contact'}
      onSubmit={(values) => void submit(values)}
      status={status}
      errorMessage={errorMessage}
      initialValues={
        product.data
          ? { inquiryType: 'devis', subject: `Devis : ${product.data.name} (réf. ${product.data.reference})` }
          : undefined
      }
      privacyHref="/politique-confidentialite"
    />
  );
}
