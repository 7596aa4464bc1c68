import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

describe('robots.txt (issue #10)', () => {
  it('lets crawlers in, keeps them out of the API and private areas, and names the sitemap', () => {
    const lines = robotsTxt('https://shop.example').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    // Every line is a directive robots.txt parsers know, or a blank group separator.
    for (const line of lines) expect(line).toMatch(/^$|^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });
});
