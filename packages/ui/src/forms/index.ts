export { FormNotice, type FormNoticeProps, type FormNoticeTone } from './FormNotice/FormNotice.tsx';
export { LoginPage, type LoginPageProps, type TestAccount, type PriceListTestAccount, type ForgotPasswordStatus } from './LoginPage/LoginPage.tsx';
export { InvitationPage, type InvitationPageProps } from './InvitationPage/InvitationPage.tsx';
export { RegisterPage, REGISTRATION_BENEFITS, type RegisterPageProps } from './RegisterPage/RegisterPage.tsx';
export {
  ContactDetailsCard,
  HOTLINE_HOURS,
  type ContactDetailsCardProps,
  type HotlineSlot,
} from './ContactDetailsCard/ContactDetailsCard.tsx';
export { ContactAdvantages } from './ContactAdvantages/ContactAdvantages.tsx';
export { ContactForm, type ContactFormProps } from './ContactForm/ContactForm.tsx';
export { ContactPage, type ContactPageProps } from './ContactPage/ContactPage.tsx';
export { useSchemaForm } from './useSchemaForm.ts';
export { FormTextField, type FormTextFieldProps } from './FormTextField/FormTextField.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField.tsx';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton/SubmitButton.tsx';
export { ContactPersonFields, type ContactPersonFieldsProps } from './ContactPersonFields/ContactPersonFields.tsx';
