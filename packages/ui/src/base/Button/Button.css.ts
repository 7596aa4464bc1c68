import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

// Only where a pointer really hovers: on a touch screen :hover would stick after a tap.
const hovered = (rule: StyleRule): StyleRule => ({
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': rule } } },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.stateChange} ${vars.motion.easing}, border-color ${vars.motion.stateChange} ${vars.motion.easing}`,
    outline: 'none',
    // Native states, so the recipe fits a plain <button> or <a> and react-aria's Button alike.
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        ...hovered({ background: vars.color.primaryHover }),
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.accentText,
        ...hovered({ background: vars.color.accentHover }),
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        ...hovered({ background: vars.color.infoSurface }),
      },
      text: {
        background: 'transparent',
        color: vars.color.primary,
        ...hovered({ textDecoration: 'underline' }),
      },
      danger: {
        background: vars.color.error,
        color: vars.color.primaryText,
      },
    },
    size: {
      // One height per size (the size tokens), shared with text fields and selects, so a button
      // beside a field lines up; the block padding only matters when a label wraps.
      small: { minHeight: vars.size.controlSmall, padding: `2px ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      medium: { minHeight: vars.size.control, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md },
      large: { minHeight: vars.size.controlLarge, padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
