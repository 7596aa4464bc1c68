import type { Usage } from './usage.ts';

// Usage guidance of the public forms (stories/forms), in the shape of usage.ts. Spec 1 holds the
// contact, login and register pages, §5 their validation rules and §8 their messages. Every form
// follows Patterns / Forms: a field is checked once edited or left, every field on submit.

const FORM_ACCESSIBILITY = [
  'Every field has a visible label tied to it; an invalid field is `aria-invalid` and its message is read with it.',
  'Enter in a field sends the form; the submit button says what it sends.',
];

export const contactPageUsage: Usage = {
  purpose: 'The **ContactPage** is /contact: its header, the contact details, why contact the shop, and the request form (spec 1, *Contact page*).',
  whenToUse: ['At /contact, linked from the header, the footer and the home page\'s call to action.'],
  whenToUseSomethingElse: ['A quote for the cart\'s products: the cart\'s "Demander un devis".'],
  do: ['Keep the form beside the details on a desktop, under them on a phone.'],
  dont: ['Ask for the customer\'s account: anyone may write.'],
  content: ['The texts are the specification\'s.'],
  accessibility: ['The page title is its `h1`; the form is a card titled "Votre demande de contact".'],
};

export const contactFormUsage: Usage = {
  purpose: 'The **ContactForm** is the contact request in three sections: who, the company, the request. The company type and address are shown since the rules require them (spec 1 §5).',
  whenToUse: ['On **ContactPage**.'],
  whenToUseSomethingElse: ['Signing up: **RegisterPage**.'],
  do: ['Say "Envoi en cours..." while the request is sent and confirm with a **FormNotice**.'],
  dont: ['Hide a required field.'],
  content: ['Errors in the specification\'s words, naming the field.'],
  accessibility: [...FORM_ACCESSIBILITY, 'Each section is a fieldset with its legend ("Vos informations", "Votre entreprise", "Votre demande"), disabled while sending.'],
};

export const contactPersonFieldsUsage: Usage = {
  purpose: 'The **ContactPersonFields** ask who to reach, all four required: first and last name, then e-mail and phone, two by two.',
  whenToUse: ['In **ContactForm**, and any form that asks for a person to reach.'],
  whenToUseSomethingElse: ['An account\'s details: **AccountSettingsForm**.'],
  do: ['Keep the pairs on one row on a desktop.'],
  dont: ['Split the name into more fields.'],
  content: ['"Prénom", "Nom", "Email", "Téléphone".'],
  accessibility: FORM_ACCESSIBILITY.slice(0, 1),
};

export const contactDetailsCardUsage: Usage = {
  purpose: 'The **ContactDetailsCard** is "Nos coordonnées": postal address, phone, order e-mail and hotline hours.',
  whenToUse: ['On **ContactPage**.'],
  whenToUseSomethingElse: ['The footer\'s contact block: **SiteFooter**.'],
  do: ['Make the phone and the e-mail links.'],
  dont: ['Repeat the form\'s fields here.'],
  content: ['Hotline hours as day ranges and times ("Lundi - Mardi", "9h00 - 15h30").'],
  accessibility: ['A card titled "Nos coordonnées" holding a description list (Adresse, Téléphone, …); the phone is a `tel:` link and the e-mail a `mailto:` link.'],
};

export const contactAdvantagesUsage: Usage = {
  purpose: 'The **ContactAdvantages** say why contact the shop: "Pourquoi nous choisir ?" with four reasons (spec 1, *Contact page*).',
  whenToUse: ['On **ContactPage**.'],
  whenToUseSomethingElse: ['The home page\'s claims: **AdvantagesSection**.'],
  do: ['Keep the four reasons of the specification.'],
  dont: ['Turn them into links.'],
  content: ['"Réponse sous 24h", "Expertise technique", "Livraison rapide", "Accompagnement personnalisé".'],
  accessibility: ['A card titled by its heading; icons hidden.'],
};

export const loginPageUsage: Usage = {
  purpose: 'The **LoginPage** is the customer sign-in: "Email ou pseudo", password, "Mot de passe oublié ?", "Se connecter", "Créer un compte professionnel", and the test account in the demo (spec 1, *Login page*, §4, §5, §8).',
  whenToUse: ['At /login (/connexion leads there), and wherever an action needs a session.'],
  whenToUseSomethingElse: ['Staff: **AdminLoginPage**.', 'A first password from an invitation: **InvitationPage**.'],
  do: ['Show the server\'s refusal above the form as a **FormNotice**.'],
  dont: ['Say which of the two fields was wrong.'],
  content: ['The specification\'s texts; "Envoi en cours..." while sending.'],
  accessibility: FORM_ACCESSIBILITY,
};

export const registerPageUsage: Usage = {
  purpose: 'The **RegisterPage** is the professional account registration: person, company with its SIRET, address and password (spec 1, *Register page*, §3, §4, §5). The account waits for staff to validate it.',
  whenToUse: ['At /register (/inscription leads there), from "Créer un compte professionnel".'],
  whenToUseSomethingElse: ['Staff creating a client: **ClientRecordForm**.'],
  do: ['Say after sending that the account will be validated by the shop.'],
  dont: ['Sign the visitor in before validation.'],
  content: ['"Email professionnel"; the SIRET\'s format under it.'],
  accessibility: [...FORM_ACCESSIBILITY, 'A section named by the page\'s `h1`; each group of fields a fieldset with its legend.'],
};

export const formNoticeUsage: Usage = {
  purpose: 'A **FormNotice** is a message about the whole form (sign-in refused, request sent), shown inside it. Errors are announced at once (alert), the others politely (status).',
  whenToUse: ['Above or below a form\'s fields, after it was sent.'],
  whenToUseSomethingElse: ['A message about one field: its own error.', 'A confirmation after leaving the form: **Snackbar**.'],
  do: ['Say what happened and what to do.'],
  dont: ['Show a notice before the form was sent.'],
  content: ['One or two sentences in French; the server\'s message as it is worded.'],
  accessibility: ['`role="alert"` for an error, `role="status"` otherwise.'],
};

export const formTextFieldUsage: Usage = {
  purpose: 'A **FormTextField** is a **TextField** bound to one field of a schema form: value, touched state and message come from the form; its length stops where the schema allows.',
  whenToUse: ['Every text field of a form built with `useSchemaForm`.'],
  whenToUseSomethingElse: ['A field outside a form: **TextField**.', 'A password: **PasswordField**.'],
  do: ['Name the field as the schema does.'],
  dont: ['Set `maxLength` by hand: the schema gives it.'],
  content: ['As **TextField**.'],
  accessibility: FORM_ACCESSIBILITY.slice(0, 1),
};

export const passwordFieldUsage: Usage = {
  purpose: 'A **PasswordField** is a required password field of a schema form with the show/hide button; by default the sign-in one ("Mot de passe", the browser\'s saved password).',
  whenToUse: ['Every password of a form.'],
  whenToUseSomethingElse: ['Any other text: **FormTextField**.'],
  do: ['Set `autoComplete` to "new-password" for a new one.'],
  dont: ['Copy the password into another field.'],
  content: ['"Mot de passe", "Confirmer le mot de passe".'],
  accessibility: ['The eye button reads "Afficher le mot de passe" / "Masquer le mot de passe".'],
};

export const submitButtonUsage: Usage = {
  purpose: 'A **SubmitButton** sends a form: disabled while the form is invalid or being sent, with its pending label (spec 1 and 3, §5).',
  whenToUse: ['As the one submit button of a schema form.'],
  whenToUseSomethingElse: ['Any other action: **Button**.'],
  do: ['Give a pending label ("Envoi en cours...").'],
  dont: ['Put two submit buttons in one form.'],
  content: ['A verb that says what is sent ("Envoyer la demande").'],
  accessibility: ['A native submit button; disabled buttons stay in the reading order.'],
};

export const invitationPageUsage: Usage = {
  purpose: 'The **InvitationPage** is where a client whose account OTECH opened (an import from the accounting tool) chooses their password, through the single-use link of their invitation e-mail.',
  whenToUse: ['At `/invitation/{token}`, the address of the invitation e-mail: nowhere else.'],
  whenToUseSomethingElse: ['A signed-in client changing their password: **ChangePasswordForm**.', 'A forgotten password: "Mot de passe oublié ?" on **LoginPage**.'],
  do: ['Say why a link no longer opens (expired on a date, already used) and what to do next.', 'Lead to the sign-in once the password is saved.'],
  dont: ['Show the form for a link that has expired or served: the server would refuse it.', 'Sign the client in silently: they sign in once, with the password they just chose.'],
  content: ['The messages are the domain’s `INVITATION_MESSAGES`, dated in full ("le 12 janvier 2027").'],
  accessibility: ['The page is a section named by its heading; the form is named "Choisissez votre mot de passe".', 'A refusal is a notice read out (`role="alert"` of FormNotice), not a colour alone.'],
};
