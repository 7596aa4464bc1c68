import type { Usage } from './usage.ts';

// Usage guidance of the quote screens (issue 22), in the shape of guidance.ts.

export const adminQuoteEditorUsage: Usage = {
  purpose: 'The **AdminQuoteEditor** is where staff price a quote request at the customer’s own prices and send it: the customer and their credit, the lines, a validity date, a message, the totals, and the thread with the customer.',
  whenToUse: ['At /admin/devis/{id}, opened from the quote inbox.'],
  whenToUseSomethingElse: ['Listing and finding requests: **AdminQuoteRequestsPage**.', 'The customer’s side of the same quote: **QuoteRequestList** with its **QuoteThread**.'],
  do: [
    'Start from the draft the API gives (the last version sent, else the requested lines at the customer’s prices): never re-price in the screen.',
    'Show the totals as the lines are typed, by the one documents rule (DocumentTotalsList).',
    'Confirm before sending, naming the amount and the recipient.',
  ],
  dont: ['Send without the version opened (`basedOn`): a second staff member must be told the quote changed.', 'Hide a line that does not read: name its field in red and keep the send refused.'],
  content: ['Numbers are typed the French way ("2,50"); amounts HT, the contribution line and TVA as the terms of sale name them.', 'The validity date defaults to 30 days.'],
  accessibility: ['Each line is a list item named "Ligne N : designation"; each field has its label.', 'The send error (409) is an alert, read as it appears.'],
};

export const quoteThreadUsage: Usage = {
  purpose: 'A **QuoteThread** shows the messages the customer and staff exchanged on a quote, the customer’s request message first, and the versions sent with their PDF.',
  whenToUse: ['On the customer’s quote card and on the staff quote editor.'],
  whenToUseSomethingElse: ['A contact-form message not about a quote: **AdminMessagesPage**.'],
  do: ['Name the writer of each message ("Vous" for one’s own) and what it was: a change asked, a refusal’s reason, the message sent with a version.', 'Offer every version’s PDF, newest first.'],
  dont: ['Empty the field before the message is stored: a refused message must stay to be sent again.'],
  content: ['Dates and times in French; amounts TTC with their unit.'],
  accessibility: ['The thread is a region named "Échanges sur le devis"; messages are an ordered list, oldest first.', 'Each download button names its version.'],
};

export const quoteAnswerPanelUsage: Usage = {
  purpose: 'The **QuoteAnswerPanel** sits on the customer’s quote card: the amounts of the version sent (HT, contribution, TVA, TTC), its validity, "Demander une modification", "Refuser le devis" and the thread.',
  whenToUse: ['Under the products of a quote card in "Mes Devis".'],
  whenToUseSomethingElse: ['Accepting: the card’s own "Accepter le devis" (the order form).'],
  do: ['Say an expired quote in words, with the date, and offer a change instead.', 'Ask the reason of a refusal before sending it.'],
  dont: ['Offer an answer the API would refuse: only a sent quote is answered.'],
  content: ['The texts of issue 22: "Ce devis a expiré le 12 janvier 2027 : demandez une mise à jour."'],
  accessibility: ['Each answer form is named after its action and the quote; the expiry is a status, read when shown.'],
};

export const quoteLinesEditorUsage: Usage = {
  purpose: 'The **QuoteLinesEditor** holds a quote’s lines as staff price them: designation, quantity, unit price HT and discount per line with its total HT, a product searched and added at the customer’s price, or a free line (delivery).',
  whenToUse: ['Inside the **AdminQuoteEditor**, which keeps the lines, reads them and sends the offer.'],
  whenToUseSomethingElse: ['The quote’s totals (HT, contribution, TVA, TTC): **DocumentTotalsList** beside it.', 'A customer’s own cart or quote request: **CartLine** / **QuoteRequestList**, where prices are not typed.'],
  do: [
    'Keep the text as typed ("2,50") and read it with the domain’s `readDraftLine`: a line that does not read shows "—" as its total.',
    'Show a line’s issues only once staff tried to send (`issues`), each under its own field.',
    'Add a searched product at the price the API found for this customer; never re-price in the screen.',
  ],
  dont: ['Drop a line that does not read: name its field and keep it.', 'Show a total without saying HT: the line total is HT, after the discount.'],
  content: ['Labels say the unit: "Prix unitaire HT (€)", "Remise (%)"; the line total is HT.', 'A free line starts as "Frais de port", 1 x 0 €; a product line shows "Réf. …", a free one "Ligne libre".'],
  accessibility: ['The lines are an ordered list named "Lignes du devis", each item "Ligne N : designation"; every field has its label.', 'Each "Ajouter …" button names the reference it adds; the search runs as typing stops, or at once on Enter or « Rechercher ».'],
};
