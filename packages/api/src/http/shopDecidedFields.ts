import type { RequestHandler } from 'express';
import { shopDecidedIssues } from '@otech/domain';
import type { RouteContext } from '../context.ts';
import { HttpError } from './errors.ts';

/**
 * Refuses a customer's write that would change what only the shop decides (payment mode and terms,
 * credit limit, account state and dates: domain `shopDecidedIssues`), naming each field, before the
 * route parses the body. Staff pass; a customer writing another client's record meets the route's 404.
 */
export function refuseShopDecidedChanges(ctx: RouteContext): RequestHandler {
  return (req, _res, next) => {
    if (req.identity?.kind !== 'customer') return next();
    const client = ctx.customerOf(req);
    const id = req.params['id'];
    if (id !== undefined && id !== String(client.id)) return next();
    const issues = shopDecidedIssues(req.body, client);
    // Worded as the dashboard forms' refusals: the first field's message, every field's beside it.
    next(issues[0] ? new HttpError(400, issues[0].message, issues) : undefined);
  };
}
