import { Island } from '../../app/islands/Island.tsx';
import RegisterIsland from './RegisterIsland.tsx';

/** /register (spec 1 "Register page"): the form is the page's island. */
export function Component() {
  return <Island name="auth/RegisterIsland" component={RegisterIsland} props={{}} />;
}
