import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { serveShop } from '../../../scripts/serve-shop.ts';
import { smtpDelivery } from '../../api/src/mail/mailDelivery.ts';
import { SmtpInbox } from '../../api/test/smtpInbox.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A shop of the journey's own, on a copy of the seed, whose e-mails go to the test's SMTP server;
 * both are stopped and the copy removed after the file's tests.
 */
export async function shopWithMail(name: string) {
  const inbox = await SmtpInbox.start();
  const dbDir = await mkdtemp(path.join(tmpdir(), `otech-e2e-${name}-`));
  await cp(path.join(repo, 'data'), path.join(dbDir, 'data'), { recursive: true });
  const shop = await serveShop({ distDir: path.join(repo, 'dist/e2e-shop'), dbDir, dataDir: path.join(dbDir, 'data'), port: 0, shopPort: 0, demo: true, mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  afterAll(async () => {
    await shop.stop();
    await inbox.stop();
    await rm(dbDir, { recursive: true, force: true });
  });
  return { shop, inbox };
}
