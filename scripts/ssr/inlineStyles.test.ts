import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStyles } from './inlineStyles.ts';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'otech-inline-styles-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'assets/ProductCard-1.css'), '.card{color:red}');
writeFileSync(path.join(distDir, 'assets/Select-2.css'), '.select{color:blue}');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe("a server-rendered page's style sheets, written into it (issue #10)", () => {
  const inline = inlineStyles(distDir);

  it('holds each sheet in a <style>, in order, beside a disabled link that is never fetched', async () => {
    const { html } = await inline(['assets/ProductCard-1.css', 'assets/Select-2.css']);
    expect(html).toBe(
      '<link rel="stylesheet" href="/assets/ProductCard-1.css" disabled><style>.card{color:red}</style>\n    ' +
        '<link rel="stylesheet" href="/assets/Select-2.css" disabled><style>.select{color:blue}</style>',
    );
  });

  it("gives each <style>'s hash as the Content-Security-Policy expects it", async () => {
    // printf '.card{color:red}' | openssl dgst -sha256 -binary | base64
    expect((await inline(['assets/ProductCard-1.css'])).hashes).toEqual(['sha256-Sy2p+O3JLGLZ+BsQZ3PzMgs4gKLDnLv/LcVlMzHN1rE=']);
  });

  it('fails on a sheet the build does not have, rather than drawing an unstyled page', async () => {
    await expect(inline(['assets/Missing.css'])).rejects.toThrow(/ENOENT/);
  });
});
