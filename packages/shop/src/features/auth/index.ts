// Sign-in's public face: the frame's sign-out, the administration's sign-in card and logout.
export { useSession } from './useSession.ts';
export { demoAccountsQuery } from './queries.ts';
export { logout } from './api.ts';
