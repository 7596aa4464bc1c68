// Sign-in's public face: the frame's sign-out, the administration's sign-in card and logout.
export { useSession } from './useSession.ts';
export { demoAccountsQuery } from './queries.ts';
export { logout } from './api.ts';
// Loaded when the header's "Déconnexion" is pressed, on a page drawn as islands.
export const loadEndSession = () => import('./endSession.ts');
