import { bulkZipName } from '@otech/domain';
import { saveFile } from '../../app/saveFile.ts';
import { downloadBulkZip, runBulkAction } from './bulkApi.ts';
import { adminKeys } from './queries.ts';
import { useBulkActions } from './useBulkActions.ts';

/** /admin/factures' bulk actions: the next reminder of each checked invoice, their PDFs as one ZIP. */
export function useInvoiceBulkActions(listQuery: unknown) {
  return useBulkActions(
    'invoices',
    {
      reminders: { run: (ids) => runBulkAction('invoices/reminders', { ids }) },
      pdfs: {
        run: async (ids) => {
          const result = await runBulkAction('invoices/pdfs/check', { ids });
          if (result.done > 0) saveFile(await downloadBulkZip('invoices/pdfs', ids), bulkZipName('factures', new Date()));
          return result;
        },
      },
    },
    adminKeys.billing(),
    listQuery,
  );
}
