import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 26: the docs page's prop table is what a designer or developer reads of a prop, and
// Storybook fills its description from the prop's JSDoc. Every prop of an exported `…Props` type
// of packages/ui must have one (what it is, its unit, HT or TTC, what its absence means).

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui/src');
const componentFiles = readdirSync(ui, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.tsx'));

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The props written in the file's exported `…Props` interfaces and object types, each as "Type.prop". */
function undocumentedProps(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    const members =
      ts.isInterfaceDeclaration(statement) ? statement.members : ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type) ? statement.type.members : undefined;
    if (!members || !isExported(statement) || !(statement as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name.text.endsWith('Props')) continue;
    const typeName = (statement as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name.text;
    for (const member of members) {
      const described = ts.getJSDocCommentsAndTags(member).some((doc) => ts.isJSDoc(doc) && typeof doc.comment === 'string' && doc.comment.trim() !== '');
      if (!described) found.push(`${typeName}.${member.name?.getText(file) ?? '?'}`);
    }
  }
  return found;
}

describe('undocumentedProps', () => {
  it('names an exported prop without a description, and only that one', () => {
    const source = ['export interface CardProps {', '  /** The title. */', '  title: string;', '  amount: number;', '}', 'interface InnerProps { x: number }'].join('\n');
    expect(undocumentedProps('Card.tsx', source)).toEqual(['CardProps.amount']);
  });
});

describe('every prop of a ui component has a description', () => {
  it('finds the components', () => expect(componentFiles.length).toBeGreaterThan(150));

  it.each(componentFiles)('%s', (file) => {
    const missing = undocumentedProps(file, readFileSync(path.join(ui, file), 'utf8'));
    expect(missing, `${file}: write a JSDoc line on ${missing.join(', ')} (what it is, its unit, HT or TTC, when absent)`).toEqual([]);
  });
});
