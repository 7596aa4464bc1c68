import { chromiumIsInstalled, chromiumPath } from './chromium.mjs';

if (!chromiumIsInstalled()) {
  console.error(
    `Chromium not found at ${chromiumPath()}: install it with "apt-get update && apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
