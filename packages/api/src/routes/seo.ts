import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import type { ProductSlugs, Rayon, SitemapProduct } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { activeRayons } from '../db/products.ts';
import { writtenProductSlugs } from '../db/referencements.ts';
import {
  robotsTxt,
  SITEMAP_PAGES_PATH,
  sitemapIndex,
  sitemapPagePaths,
  sitemapPlan,
  sitemapProductPage,
  sitemapUrlset,
} from '@otech/domain';

/** What the crawler files are drawn from: the catalogue as it is now, and a number that changes with it. */
export interface CrawlerSource {
  products(): Promise<readonly SitemapProduct[]>;
  rayons(): Promise<readonly Pick<Rayon, 'nom_du_rayon' | 'actif'>[]>;
  /** The product slugs written in /admin/referencement: a product's canonical address is made of its slug. */
  productSlugs(): Promise<ProductSlugs>;
  version(): number;
}

/** The running database as the crawler files' source. */
export function catalogueCrawlerSource(db: Database): CrawlerSource {
  return {
    products: async () => db.products.all(),
    rayons: () => activeRayons(db),
    productSlugs: () => writtenProductSlugs(db),
    version: () => db.products.version,
  };
}

/** Crawlers may re-read these daily; a product added shows within the hour. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * `/robots.txt`, `/sitemap.xml` and, above 40,000 products, the sitemap files its index names
 * (issue #10). Mounted at the root of the shop's origin, before the pages' fallback. Each file is
 * written once per catalogue version: 40,000 product URLs take a few milliseconds. `siteOrigin`
 * is the configured address (siteAddress.ts), never the request's Host: one file per Host
 * header sent filled the memory (issue 27).
 */
export function crawlerRoutes(source: CrawlerSource, siteOrigin: () => string): Router {
  const router = express.Router();
  const cache = new Map<string, string>();
  let cachedStamp = '';
  /**
   * The file under `key`, written by `write` once per catalogue version and set of written slugs
   * (a slug is written without a catalogue write, here or by another process); undefined for none.
   */
  const cached = async (key: string, write: (slugs: ProductSlugs) => Promise<string | undefined>): Promise<string | undefined> => {
    const slugs = await source.productSlugs();
    const stamp = `${source.version()} ${JSON.stringify([...slugs])}`;
    if (cachedStamp !== stamp) {
      cache.clear();
      cachedStamp = stamp;
    }
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const text = await write(slugs);
    if (text !== undefined) cache.set(key, text);
    return text;
  };

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', CRAWLER_CACHE).send(robotsTxt(siteOrigin()));
  });

  /** Answers the XML file `write` makes, or 404 when there is none. */
  const xmlRoute =
    (key: (req: Request) => string, write: (origin: string, req: Request, slugs: ProductSlugs) => Promise<string | undefined>) =>
    (req: Request, res: Response, next: NextFunction) => {
      const origin = siteOrigin();
      cached(`${origin} ${key(req)}`, (slugs) => write(origin, req, slugs))
        .then((xml) => {
          if (xml === undefined) res.status(404).type('text/plain; charset=utf-8').send('Not found');
          else res.type('application/xml; charset=utf-8').set('Cache-Control', CRAWLER_CACHE).send(xml);
        })
        .catch(next);
    };

  router.get(
    '/sitemap.xml',
    xmlRoute(
      () => 'index',
      async (origin, _req, slugs) => {
        const plan = sitemapPlan(await source.products(), await source.rayons(), slugs);
        return plan.kind === 'urlset' ? sitemapUrlset(origin, plan.paths) : sitemapIndex(origin, [plan.pagesPath, ...plan.productFiles]);
      },
    ),
  );

  router.get(
    SITEMAP_PAGES_PATH,
    xmlRoute(
      () => 'pages',
      async (origin) => sitemapUrlset(origin, sitemapPagePaths(await source.rayons())),
    ),
  );

  const productPage = (req: Request) => Number((req.params as Record<string, string>)['0']);
  router.get(
    /^\/sitemap-products-(\d+)\.xml$/,
    xmlRoute(
      (req) => `products ${productPage(req)}`,
      async (origin, req, slugs) => {
        const paths = sitemapProductPage(await source.products(), productPage(req), slugs);
        return paths && sitemapUrlset(origin, paths);
      },
    ),
  );

  return router;
}
