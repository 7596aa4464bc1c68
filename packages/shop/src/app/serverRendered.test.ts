import { describe, expect, it } from 'vitest';
import { bootstrapJson, readBootstrap } from './serverRendered.ts';
import { testUser } from './testUser.ts';

// A company name that tries to close the script element the bootstrap travels in.
const user = { ...testUser, societe: 'Piles </script><script>alert(1)</script>' };

/** A page holding the JSON as the server writes it into its `<script type="application/json">`. */
function pageWith(text: string | null): Document {
  return { getElementById: (id: string) => (id === 'otech-bootstrap' && text !== null ? { textContent: text } : null) } as unknown as Document;
}

describe('the bootstrap the server hands to the browser', () => {
  it('never lets a text of the data close its script element, and reads back the same data', () => {
    const islands = { records: [{ id: 'i0', name: 'frame/HeaderIsland' as const, props: { currentPath: '/</script>' } }] };
    const json = bootstrapJson({ session: user, islands });
    expect(json).not.toContain('<');
    expect(readBootstrap(pageWith(json))).toEqual({ session: user, islands });
  });

  it('is absent from a page the dev server or a failed render sent', () => {
    expect(readBootstrap(pageWith(null))).toBeNull();
  });

  it('is ignored, not trusted, when its session is not a user profile', () => {
    expect(readBootstrap(pageWith(JSON.stringify({ session: { id: 7 } })))).toBeNull();
  });

  it('is ignored, not trusted, when it names an island that is no island file name', () => {
    const islands = { records: [{ id: 'i0', name: '../../admin/AdminRoute', props: {} }] };
    expect(readBootstrap(pageWith(JSON.stringify({ session: null, islands })))).toBeNull();
  });
});
