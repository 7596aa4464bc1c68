import { useAtomValue } from 'jotai';
import { siteOriginAtom } from './siteOrigin.ts';

const SHOP_NAME = 'OTECH';
/** The shop's own title, for a page that names none. */
const SHOP_TITLE = `${SHOP_NAME} — Batteries pour professionnels`;

export interface PageHeadProps {
  /** The page's own title (WCAG 2.4.2), mostly its h1; the shop's title when absent. */
  title?: string;
  /** The title is the administration's SEO title (/admin/referencement): the whole `<title>`, as written. */
  titleAsWritten?: boolean;
  /** What a search result shows under the title. */
  description: string;
  /** Path (and canonical query) of the page's one address, whatever alias it was opened by. */
  canonicalPath: string;
}

/**
 * A page's `<title>`, description and canonical link. React 19 hoists them into the document's
 * head, in the browser and in a server rendering alike; exactly one is rendered per page.
 */
export function PageHead({ title, titleAsWritten = false, description, canonicalPath }: PageHeadProps) {
  const origin = useAtomValue(siteOriginAtom);
  const documentTitle = title === undefined ? SHOP_TITLE : titleAsWritten ? title : `${title} | ${SHOP_NAME}`;
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${canonicalPath}`} />
    </>
  );
}
