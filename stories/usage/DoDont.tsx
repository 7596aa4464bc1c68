import type { ReactNode } from 'react';
import { tokens } from '@otech/ui/theme';

// A do/don't pair for a base component's docs page (issue 26), as Polaris and Primer show them: the
// right use beside the wrong one, each with the one sentence that says why.

interface Example {
  /** Why this is right, or wrong, in one sentence. */
  caption: string;
  /** The component in use. */
  children: ReactNode;
}

const frame = (colour: string) => ({
  display: 'grid',
  // A grid item: without it, a wide example (a tab row) widens the figure past the screen.
  minWidth: 0,
  gap: tokens.space.sm,
  alignContent: 'start',
  margin: 0,
  padding: tokens.space.md,
  borderTop: `4px solid ${colour}`,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
});

/** The right use ("Do") beside the wrong one ("Don't"); they stack on a phone. */
export function DoDont({ good, bad }: { good: Example; bad: Example }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.space.lg }}>
      <figure style={frame(tokens.color.success)} aria-label="Do">
        <div style={{ minWidth: 0 }}>{good.children}</div>
        <figcaption>
          <strong style={{ color: tokens.color.success }}>Do</strong> — {good.caption}
        </figcaption>
      </figure>
      <figure style={frame(tokens.color.error)} aria-label="Don't">
        <div style={{ minWidth: 0 }}>{bad.children}</div>
        <figcaption>
          <strong style={{ color: tokens.color.error }}>Don't</strong> — {bad.caption}
        </figcaption>
      </figure>
    </div>
  );
}
