// The client import shared by `otech import clients` and the staff import endpoint: header names
// of accounting exports, the mapping file, and the record-by-record plan. Kept out of the main
// barrel so no storefront bundle carries it.
export * from './clientColumns.ts';
export * from './clientImportPlan.ts';
export * from './clientRecords.ts';
