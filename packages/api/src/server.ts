// `npm run api`: the API alone on API_PORT (default 3001), building .runtime/db from data/ when missing.
import { start } from './start.ts';
import { mailDeliveryNotice } from './mail/mailDelivery.ts';

const demo = process.env['OTECH_DEMO'] !== '0';
const api = await start({ demo });
console.log(`OTECH API on ${api.url}${demo ? ' (demo seed: fallback passwords on)' : ''}`);
console.log(mailDeliveryNotice(api.mail.delivery));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.stop().then(() => process.exit(0));
  });
}
