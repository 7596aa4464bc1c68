// The theme's raw values: the CSS variables of theme.css.ts are made from them, and the
// Tokens docs page lists them, so the two can never disagree.
export const tokens = {
  color: {
    primary: '#0b4f8a',
    primaryHover: '#083d6b',
    primaryText: '#ffffff',
    primarySurface: '#e6eef6',
    accent: '#f28c00',
    accentHover: '#c96f00',
    accentText: '#1a1a1a',
    // Orange text fails contrast on light backgrounds: chips use this darker brown instead.
    accentStrong: '#8a4b00',
    accentSurface: '#fff0db',
    text: '#1d2430',
    textMuted: '#545e6d',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#c9d1dc',
    // Form controls need 3:1 against the surface (WCAG 1.4.11); `border` is for decorative lines.
    borderStrong: '#6b7687',
    focus: '#1f6fd1',
    success: '#1b7a3a',
    successSurface: '#e5f4ea',
    warning: '#8a5a00',
    warningSurface: '#fff3d6',
    error: '#b3261e',
    errorSurface: '#fde8e7',
    info: '#0b5cad',
    infoSurface: '#e4effb',
    neutral: '#3d4656',
    neutralSurface: '#eef1f5',
    overlay: 'rgba(13, 20, 30, 0.55)',
    // The backdrop of the catalogue's product photos: an empty picture frame wears it too, so a
    // product without a photo sits in the row like one with.
    photoBackdrop: '#f3f4f6',
  },
  space: {
    none: '0',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  font: {
    body: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: '"JetBrains Mono", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '20px',
    xl: '24px',
    xxl: '32px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  // Heights of everything clickable or typed into: a button, a select and a text field of one
  // size line up in a row. `control` is the default; `controlSmall` for dense toolbars,
  // `controlLarge` for a page's main action.
  size: {
    controlSmall: '32px',
    control: '40px',
    controlLarge: '48px',
  },
  // The page template: every page's content is this wide at most (the frame's main column).
  layout: {
    contentWidth: '1200px',
    gutter: '20px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  // Motion (issue 26): short and functional, never decorative. `stateChange` for a hover or press,
  // `spin` and `progress` for loading loops; a visitor who asks for reduced motion gets the loops
  // three times slower (Foundations / Motion).
  motion: {
    stateChange: '120ms',
    spin: '800ms',
    progress: '1200ms',
    spinReduced: '2400ms',
    progressReduced: '3600ms',
    easing: 'ease',
  },
  zIndex: {
    header: '100',
    overlay: '1000',
    toast: '1100',
  },
} as const;
