import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

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
    transition: 'background-color 120ms ease, border-color 120ms ease',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.infoSurface } },
      },
      text: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: { '&[data-hovered]:not([data-disabled])': { textDecoration: 'underline' } },
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
