// The one shape of a component's usage guidance (issue 26), shown at the top of its docs page:
// every component page reads the same way, as Polaris' and Primer's do.

export interface Usage {
  /** What the component is for, in one or two sentences. */
  purpose: string;
  whenToUse: readonly string[];
  /** Other situations, each with the component to use instead. */
  whenToUseSomethingElse: readonly string[];
  do: readonly string[];
  dont: readonly string[];
  /** Content guidelines: the words, amounts and dates inside it. */
  content: readonly string[];
  /** Keyboard and screen reader behaviour a designer must keep. */
  accessibility: readonly string[];
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** The docs page description of a component: its usage guidance in the fixed order of sections. */
export function usageDocs(usage: Usage) {
  const markdown = [
    usage.purpose,
    `### When to use\n\n${list(usage.whenToUse)}`,
    `### When to use something else\n\n${list(usage.whenToUseSomethingElse)}`,
    `### Do\n\n${list(usage.do)}`,
    `### Don't\n\n${list(usage.dont)}`,
    `### Content\n\n${list(usage.content)}`,
    `### Accessibility\n\n${list(usage.accessibility)}`,
  ].join('\n\n');
  return { docs: { description: { component: markdown } } };
}
