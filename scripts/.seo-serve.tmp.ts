import { serveShop } from '/work/wt/seo/scripts/serve-shop.ts';
const shop = await serveShop({ distDir: '/work/wt/seo/dist/seo-check', dbDir: '/tmp/seo-db4', port: 0, shopPort: Number(process.env.P ?? 4301), demo: true });
console.log('up', shop.url);
process.on('SIGTERM', () => void shop.stop().then(() => process.exit(0)));
