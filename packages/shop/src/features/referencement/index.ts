// The SEO entries of the public pages (issue 9, /admin/referencement), for the product and catalogue heads.
export { referencementKeys, referencementQuery } from './queries.ts';
