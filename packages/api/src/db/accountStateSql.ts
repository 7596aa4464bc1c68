import { sql, type RawBuilder } from 'kysely';
import { ACCOUNT_FLAG_DEFAULTS, ACCOUNT_STATE_CHECKS, type AccountFlag, type ClientAccountState } from '@otech/domain';

/* A client account's one state (domain `clientAccountState`, decision 221) in SQL, built from the domain's ordered checks and defaults. */

/** Whether a stored flag holds that value, an absent flag having its default (the domain's). */
const flagIs = (flag: AccountFlag, is: boolean) => sql<boolean>`coalesce((record->>${sql.lit(flag)})::boolean, ${sql.lit(ACCOUNT_FLAG_DEFAULTS[flag])}) = ${sql.lit(is)}`;

/** The rows in that state: its check holds and no earlier one does (for « actifs », none holds). */
export function stateCondition(state: ClientAccountState): RawBuilder<boolean> {
  const at = ACCOUNT_STATE_CHECKS.findIndex((check) => check.state === state);
  const earlier = ACCOUNT_STATE_CHECKS.slice(0, at === -1 ? undefined : at).map(({ flag, is }) => sql<boolean>`not ${flagIs(flag, is)}`);
  const own = at === -1 ? [] : [flagIs(ACCOUNT_STATE_CHECKS[at]!.flag, ACCOUNT_STATE_CHECKS[at]!.is)];
  return sql<boolean>`(${sql.join([...earlier, ...own], sql` and `)})`;
}

/** Each row's state by name: the first check that holds, else « actifs ». */
export const ACCOUNT_STATE = sql<ClientAccountState>`(case ${sql.join(
  ACCOUNT_STATE_CHECKS.map(({ state, flag, is }) => sql`when ${flagIs(flag, is)} then ${sql.lit(state)}`),
  sql` `,
)} else ${sql.lit('actifs')} end)`;
