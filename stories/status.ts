// A component's status (issue 26), written as one tag on its story file's meta (`tags: ['beta']`)
// and shown as a badge beside its name in the sidebar (.storybook/manager.tsx). Decision 210.

export const COMPONENT_STATUSES = {
  stable: { label: 'stable', meaning: 'In use in the shop; its props and look change only with a note in the changelog.', colour: '#1e6b3a' },
  beta: { label: 'beta', meaning: 'Added for an issue still open: its props, texts or look may still change.', colour: '#8a4b00' },
  deprecated: { label: 'deprecated', meaning: 'Being replaced: do not use it in a new screen; its usage names the replacement.', colour: '#a4262c' },
} as const;

type ComponentStatus = keyof typeof COMPONENT_STATUSES;

/** The status among a sidebar entry's tags, if it has exactly one. */
export function statusOf(tags: readonly string[]): ComponentStatus | undefined {
  const found = tags.filter((tag): tag is ComponentStatus => Object.hasOwn(COMPONENT_STATUSES, tag));
  return found.length === 1 ? found[0] : undefined;
}
