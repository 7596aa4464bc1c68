// Browser tests run in Debian's Chromium: Playwright's own browser download is not reachable here.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function chromiumIsInstalled() {
  return existsSync(chromiumPath());
}
