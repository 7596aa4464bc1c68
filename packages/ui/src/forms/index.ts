export { FormNotice, type FormNoticeProps, type FormNoticeTone } from './FormNotice/FormNotice.tsx';
export { LoginPage, type LoginPageProps, type TestAccount, type ForgotPasswordStatus } from './LoginPage/LoginPage.tsx';
export { RegisterPage, REGISTRATION_BENEFITS, type RegisterPageProps } from './RegisterPage/RegisterPage.tsx';
