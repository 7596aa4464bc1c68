import { useState } from 'react';
import { CONTACT_SNACKBARS, type ContactValues } from '@otech/domain';
import { ContactForm } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { sendContactRequest } from './api.ts';

export interface ContactFormIslandProps {
  /** Coming from a product: the request starts as a quote request whose subject names it. */
  quoteSubject: string | null;
}

/** /contact's request form (spec 1 §2, "Contact page"), the page's island: the rest of the page is static. */
export default function ContactFormIsland({ quoteSubject }: ContactFormIslandProps) {
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
    <ContactForm
      onSubmit={(values) => void submit(values)}
      status={status}
      errorMessage={errorMessage}
      initialValues={quoteSubject === null ? undefined : { inquiryType: 'devis', subject: quoteSubject }}
      privacyHref="/politique-confidentialite"
    />
  );
}
