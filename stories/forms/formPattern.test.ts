import { describe, expect, it } from 'vitest';

/*
 * One form pattern (issue 25): every form of packages/ui draws its fields through `useSchemaForm`,
 * so field errors, maxLength and pending states behave the same everywhere. A form that keeps its
 * own state is named here with why; a new one fails until it moves to useSchemaForm or is named.
 */

/** Each component's source, by its path under packages/ui/src. */
const SOURCES = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../packages/ui/src/**/*.tsx', { query: '?raw', import: 'default', eager: true })).map(([file, source]) => [
    file.replace('../../packages/ui/src/', ''),
    source,
  ]),
);

/** The forms that keep their own state, by file under packages/ui/src, and why. */
const OWN_STATE_FORMS: Record<string, string> = {
  // Decision 181: react-hook-form would put the product page over its first-load budget.
  'catalogue/QuantityForm/QuantityForm.tsx': 'decision 181',
};

const forms = Object.entries(SOURCES)
  .filter(([, source]) => /<form\b/.test(source))
  .map(([file, source]) => ({ file, schemaForm: /\buseSchemaForm\(/.test(source) }));

describe('one form pattern: useSchemaForm (issue 25, decision 181)', () => {
  it('reads the forms of the ui, most of them on useSchemaForm', () => {
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter((form) => form.schemaForm).length).toBeGreaterThan(forms.length / 2);
  });

  it('has no form keeping its own state beyond those named, each with its reason', () => {
    const ownState = forms.filter((form) => !form.schemaForm).map((form) => form.file);
    expect(ownState.sort()).toEqual(Object.keys(OWN_STATE_FORMS).sort());
  });
});
