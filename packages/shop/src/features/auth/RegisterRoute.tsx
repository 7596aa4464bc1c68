import RegisterIsland from './RegisterIsland.tsx';

/** /register (spec 1 "Register page"): the form is the page's island. */
export function Component() {
  return <RegisterIsland />;
}
