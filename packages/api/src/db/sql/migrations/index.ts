import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.ts';
import * as customerRecords from './0002_customer_records.ts';
import * as statistics from './0003_statistics.ts';
import * as catalogue from './0004_catalogue.ts';
import * as hotPathIndexes from './0005_hot_path_indexes.ts';
import * as anonymousWrites from './0006_anonymous_writes.ts';
import * as clientTallies from './0007_client_tallies.ts';
import * as invoiceListIndex from './0008_invoice_list_index.ts';
import * as clientSearch from './0009_client_search.ts';
import * as demoTokenKey from './0010_demo_token_key.ts';
import * as priceLists from './0020_price_lists.ts';
import * as issuedDocuments from './0030_issued_documents.ts';
import * as demoSeedAccounts from './0040_demo_seed_accounts.ts';
import * as staffAccounts from './0050_staff_accounts.ts';
import * as auditTrail from './0051_audit_trail.ts';
import * as mailOutbox from './0060_mail_outbox.ts';
import * as contactRequestStatus from './0061_contact_request_status.ts';
import * as clientInvitations from './0070_client_invitations.ts';
import * as quoteThread from './0076_quote_thread.ts';
import * as shipments from './0083_shipments.ts';
import * as wholesalerReview from './0086_wholesaler_review.ts';
import * as staffListIndexes from './0089_staff_list_indexes.ts';
import * as priceTermsVersion from './0090_price_terms_version.ts';
import * as productPhotos from './0095_product_photos.ts';
import * as auditClientName from './0108_audit_client_name.ts';
import * as invoiceSearchText from './0117_invoice_search_text.ts';
import * as orderListIndexes from './0118_order_list_indexes.ts';
import * as productSearchText from './0119_product_search_text.ts';
import * as overdueInvoiceIndex from './0125_overdue_invoice_index.ts';
import * as staffListSortIndexes from './0127_staff_list_sort_indexes.ts';
import * as clientSortKeys from './0128_client_sort_keys.ts';
import * as productSearchTextWritten from './0130_product_search_text_written.ts';

/**
 * Every migration, in order, listed here rather than read from the folder so the API and the
 * bundled CLI carry them alike. A schema change is a new file added at the end, never an edit.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_customer_records': customerRecords,
  '0003_statistics': statistics,
  '0004_catalogue': catalogue,
  '0005_hot_path_indexes': hotPathIndexes,
  '0006_anonymous_writes': anonymousWrites,
  '0007_client_tallies': clientTallies,
  '0008_invoice_list_index': invoiceListIndex,
  '0009_client_search': clientSearch,
  '0010_demo_token_key': demoTokenKey,
  '0020_price_lists': priceLists,
  '0030_issued_documents': issuedDocuments,
  '0040_demo_seed_accounts': demoSeedAccounts,
  '0050_staff_accounts': staffAccounts,
  '0051_audit_trail': auditTrail,
  '0060_mail_outbox': mailOutbox,
  '0061_contact_request_status': contactRequestStatus,
  '0070_client_invitations': clientInvitations,
  '0076_quote_thread': quoteThread,
  '0083_shipments': shipments,
  '0086_wholesaler_review': wholesalerReview,
  '0089_staff_list_indexes': staffListIndexes,
  '0090_price_terms_version': priceTermsVersion,
  '0095_product_photos': productPhotos,
  '0108_audit_client_name': auditClientName,
  '0117_invoice_search_text': invoiceSearchText,
  '0118_order_list_indexes': orderListIndexes,
  '0119_product_search_text': productSearchText,
  '0125_overdue_invoice_index': overdueInvoiceIndex,
  '0127_staff_list_sort_indexes': staffListSortIndexes,
  '0128_client_sort_keys': clientSortKeys,
  '0130_product_search_text_written': productSearchTextWritten,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
