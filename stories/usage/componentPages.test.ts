import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 26, "Done when": every component's docs page has usage, do/don't, content and accessibility
// sections. The page is written from the component's `Usage` (usageDocs); this reads the guidance
// files as source, so that a section left empty (`dont: []`) or a component without a story file
// fails naming the component, not only a story file without `usageDocs`.

const here = path.dirname(fileURLToPath(import.meta.url));
const stories = path.resolve(here, '..');
const ui = path.resolve(stories, '../packages/ui/src');
const filesUnder = (dir: string, ending: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(ending));

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The sections of a component's page: the members of the `Usage` interface, in its order. */
function usageSections(): string[] {
  const usage = parse(path.join(here, 'usage.ts')).statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'Usage');
  return usage?.members.map((member) => member.name?.getText() ?? '') ?? [];
}

/** A section written with something in it: a non-blank text, or a list of at least one non-blank item (a spread counts). */
function isFilled(value: ts.Expression): boolean {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text.trim() !== '';
  if (ts.isTemplateExpression(value)) return true;
  if (ts.isArrayLiteralExpression(value)) return value.elements.length > 0 && value.elements.every((item) => ts.isSpreadElement(item) || isFilled(item));
  return true;
}

/** The sections an object literal writes, in order, through the spreads of other objects of the same file (`...LEGAL_PAGE`). */
function writtenSections(object: ts.ObjectLiteralExpression, objects: ReadonlyMap<string, ts.ObjectLiteralExpression>): Map<string, ts.Expression> {
  const written = new Map<string, ts.Expression>();
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property)) written.set(property.name.getText(), property.initializer);
    const spread = ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression) ? objects.get(property.expression.text) : undefined;
    if (spread) for (const [section, value] of writtenSections(spread, objects)) written.set(section, value);
  }
  return written;
}

/** Every `const xUsage: Usage = { … }` of the sources, by name, with its sections left out or left empty. */
function gapsOfUsages(sources: readonly ts.SourceFile[], sections: readonly string[]): Map<string, string[]> {
  const gaps = new Map<string, string[]>();
  for (const source of sources) {
    const declarations = source.statements.filter(ts.isVariableStatement).flatMap((statement) => [...statement.declarationList.declarations]);
    const objects = new Map(
      declarations.flatMap((declaration) => (declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer) ? [[declaration.name.getText(), declaration.initializer] as const] : [])),
    );
    for (const declaration of declarations) {
      const object = objects.get(declaration.name.getText());
      if (declaration.type?.getText() !== 'Usage' || !object) continue;
      const written = writtenSections(object, objects);
      gaps.set(
        declaration.name.getText(),
        sections.filter((section) => {
          const value = written.get(section);
          return value === undefined || !isFilled(value);
        }),
      );
    }
  }
  return gaps;
}

const sections = usageSections();
const guidance = filesUnder(here, '.ts')
  .filter((file) => !file.endsWith('.test.ts'))
  .map((file) => parse(path.join(here, file)));
const usages = gapsOfUsages(guidance, sections);
const componentStories = filesUnder(stories, '.stories.tsx').filter((file) => !file.startsWith(`patterns${path.sep}`));
const storyNames = new Set(componentStories.map((file) => path.basename(file, '.stories.tsx')));
/** The components of packages/ui: each file named after the component it holds (ProductCard.tsx). */
const components = filesUnder(ui, '.tsx')
  .filter((file) => /^[A-Z]/.test(path.basename(file)) && !file.endsWith('.test.tsx'))
  .map((file) => path.basename(file, '.tsx'));

describe('gapsOfUsages', () => {
  it('names the sections left out or left empty, reading spreads of the same file, and nothing of a full usage', () => {
    const source = ts.createSourceFile(
      'g.ts',
      [
        "const SHARED: Pick<Usage, 'do'> = { do: ['Say it.'] };",
        "export const fullUsage: Usage = { purpose: 'For.', dont: [...DONTS], ...SHARED };",
        "export const thinUsage: Usage = { purpose: ' ', dont: [], ...SHARED, do: [''] };",
        "const notAUsage = { purpose: '' };",
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    expect(Object.fromEntries(gapsOfUsages([source], ['purpose', 'do', 'dont']))).toEqual({ fullUsage: [], thinUsage: ['purpose', 'do', 'dont'] });
  });
});

describe('every component has its docs page', () => {
  it('reads the sections from the Usage type', () => expect(sections).toEqual(['purpose', 'whenToUse', 'whenToUseSomethingElse', 'do', 'dont', 'content', 'accessibility']));

  it.each(components)('%s has a story file', (component) => {
    expect(storyNames.has(component), `${component} has no stories/<folder>/${component}.stories.tsx: one story per state, and its usage`).toBe(true);
  });
});

describe('every component docs page has each usage section', () => {
  it('finds the guidance', () => expect(usages.size).toBeGreaterThan(150));

  it.each(componentStories)('%s', (file) => {
    const source = readFileSync(path.join(stories, file), 'utf8');
    const component = /\n {2}title: '([^']+)'/.exec(source)?.[1] ?? file;
    const usage = /usageDocs\((\w+)\)/.exec(source)?.[1];
    expect(usage && usages.has(usage), `${component}: its docs page needs \`usageDocs(…Usage)\` with a Usage of stories/usage/`).toBe(true);
    const gaps = usages.get(usage ?? '');
    expect(gaps, `${component} (${usage}): its docs page has no ${gaps?.join(', ')} section; write it in stories/usage/`).toEqual([]);
  });
});
