import { priceListFromCsv } from '@otech/domain';
import type { PriceCsvReport, PriceCsvRow, PriceListId } from '@otech/domain';
import type { AuditActor } from './auditTrail.ts';
import { knownProductIds, replacePriceListAudited } from './priceListAdmin.ts';
import type { SqlOnly } from './priceListAdmin.ts';

/**
 * A price list CSV's lines read into the list (`otech import prices`, directly or through the
 * running shop): every bad line reported; nothing written on a dry run, nor when a line is bad
 * unless `forceValidRows`, and then the good lines replace the list in one transaction.
 */
export async function importPriceListRows(
  db: SqlOnly,
  actor: AuditActor,
  listId: PriceListId,
  rows: readonly PriceCsvRow[],
  options: { dryRun: boolean; forceValidRows: boolean },
): Promise<PriceCsvReport> {
  const referenced = rows.filter((row) => (row.cells.scope ?? '').trim().toLowerCase() === 'product').map((row) => (row.cells.target ?? '').trim());
  const known = await knownProductIds(db, [...new Set(referenced)]);
  const plan = priceListFromCsv(rows, (productId) => known.has(productId));
  const written = !options.dryRun && (plan.issues.length === 0 || options.forceValidRows);
  if (written) await replacePriceListAudited(db, actor, listId, plan.content, 'import');
  return { validLines: plan.validLines, issues: plan.issues, written };
}
