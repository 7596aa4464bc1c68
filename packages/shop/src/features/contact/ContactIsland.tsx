import { useState } from 'react';
import { CONTACT_SNACKBARS, type ContactValues } from '@otech/domain';
import { ContactPage } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { sendContactRequest } from './api.ts';

export interface ContactIslandProps {
  /** Coming from a product: the request starts as a quote request whose subject names it. */
  quoteSubject: string | null;
}

/** /contact's page and form (spec 1 §2, "Contact page"), an island of the page. */
export default function ContactIsland({ quoteSubject }: ContactIslandProps) {
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
      onSubmit={(values) => void submit(values)}
      status={status}
      errorMessage={errorMessage}
      initialValues={quoteSubject === null ? undefined : { inquiryType: 'devis', subject: quoteSubject }}
      privacyHref="/politique-confidentialite"
    />
  );
}
