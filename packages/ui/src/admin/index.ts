export { AdminLoginPage, type AdminLoginPageProps, type AdminTestCredentials } from './AdminLoginPage/AdminLoginPage.tsx';
