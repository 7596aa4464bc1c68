import { useQuery } from '@tanstack/react-query';
import { Island } from '../../app/islands/Island.tsx';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import LoginIsland from './LoginIsland.tsx';
import { demoAccountsQuery } from './queries.ts';

/** The demo account, so that the server draws its card and the form island needs no query client. */
export function loader(args: PageLoaderArgs) {
  return loadPageData(args, (queryClient) => queryClient.prefetchQuery(demoAccountsQuery()));
}

/** /login (spec 1 "Login page"): the form is the page's island. */
export function Component() {
  const demoAccounts = useQuery(demoAccountsQuery());
  return <Island name="auth/LoginIsland" component={LoginIsland} props={{ testAccount: demoAccounts.data?.customer ?? null, priceListAccounts: demoAccounts.data?.customers ?? [] }} />;
}
