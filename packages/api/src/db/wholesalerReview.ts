import { randomUUID } from 'node:crypto';
import { REVIEWED_LIST, FALLBACK_LIST, reviewMonth, reviewPeriod, wholesalerReview, wholesalerReviewNotification } from '@otech/domain';
import type { ReviewedInvoice, ReviewLine, ReviewResult } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { clientsWithLists, inTransaction } from './priceListAdmin.ts';
import type { SqlOnly } from './priceListAdmin.ts';
import { setClientPriceList } from './priceTerms.ts';
import { ownedRow } from './sql/rows.ts';

/*
 * The wholesaler clause's review (issue 21, decision record 150): the domain decides from each
 * Revendeur / Grossiste client's invoices; here the clients below the minimum are moved to
 * Professionnel, each with its notification and audit entry, all in one transaction.
 */

/** Who the monthly review acts as in the audit trail when no staff member ran it. */
const REVIEW_ACTOR: AuditActor = { staffId: 'revision-mensuelle', staffName: 'Révision mensuelle des tarifs', staffRole: 'administrateur' };

async function reviewLines(db: SqlOnly, now: Date): Promise<ReviewLine[]> {
  const period = reviewPeriod(now);
  const reviewed = (await clientsWithLists(db)).filter((client) => client.listId === REVIEWED_LIST);
  if (reviewed.length === 0) return [];
  const rows = await db.sql
    .selectFrom('factures')
    .select(['client_id', 'record'])
    .where('client_id', 'in', reviewed.map((client) => client.id))
    .where('date_facture', '>=', period.from)
    .where('date_facture', '<=', `${period.to}\uffff`)
    .execute();
  const invoicesOf = new Map<number, ReviewedInvoice[]>();
  for (const row of rows) {
    const record = row.record as { date_facture?: unknown; statut?: unknown; montant_ht?: unknown };
    // An invoice without its HT amount is not guessed from its TTC (decision record 150).
    if (typeof record.montant_ht !== 'number' || typeof record.date_facture !== 'string' || typeof record.statut !== 'string') continue;
    invoicesOf.set(row.client_id, [...(invoicesOf.get(row.client_id) ?? []), { date_facture: record.date_facture, statut: record.statut, montant_ht: record.montant_ht }]);
  }
  return wholesalerReview(
    reviewed.map((client) => ({ id: client.id, name: client.societe, listId: client.listId, exempt: client.exempt, invoices: invoicesOf.get(client.id) ?? [] })),
    now,
  );
}

/**
 * Reviews the Revendeur / Grossiste clients. A dry run only says who would move. `scheduled`: the
 * month is claimed first, and a month already reviewed (by another process) is left alone.
 */
export function runWholesalerReview(db: SqlOnly, now: Date, options: { dryRun: boolean; scheduled?: boolean; actor?: AuditActor }): Promise<ReviewResult> {
  const month = reviewMonth(now);
  const period = reviewPeriod(now);
  if (options.dryRun) return reviewLines(db, now).then((lines) => ({ month, period, lines, applied: false }));
  return inTransaction(db, async (t) => {
    if (options.scheduled) {
      const claimed = await t.sql.insertInto('price_reviews').values({ month, moved: 0 }).onConflict((conflict) => conflict.column('month').doNothing()).returning('month').executeTakeFirst();
      if (!claimed) return { month, period, lines: [], applied: false };
    }
    const lines = await reviewLines(t, now);
    const moved = lines.filter((line) => line.outcome === 'moves');
    for (const line of moved) {
      await setClientPriceList(t, line.clientId, FALLBACK_LIST);
      const notification = { id: `not-${randomUUID()}`, clientId: line.clientId, date: now.toISOString(), read: false, ...wholesalerReviewNotification(line.averageMonthlyCents) };
      await t.sql.insertInto('notifications').values(ownedRow(notification)).execute();
      await appendAudit(t, options.actor ?? REVIEW_ACTOR, {
        kind: 'client',
        recordId: String(line.clientId),
        action: 'révision clause grossiste',
        before: { priceList: REVIEWED_LIST },
        after: { priceList: FALLBACK_LIST, averageMonthlyCents: line.averageMonthlyCents, period },
      });
    }
    await t.sql
      .insertInto('price_reviews')
      .values({ month, moved: moved.length })
      .onConflict((conflict) => conflict.column('month').doUpdateSet((eb) => ({ moved: eb('price_reviews.moved', '+', moved.length) })))
      .execute();
    return { month, period, lines, applied: true };
  });
}
