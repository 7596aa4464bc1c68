// The spec's responsive breakpoints (spec 2, section 9): 1024, 768 and 480 px.
export const breakpoints = {
  desktop: 1024,
  tablet: 768,
  mobile: 480,
} as const;

export const below = (width: number) => `screen and (max-width: ${width - 1}px)`;

export const media = {
  belowDesktop: below(breakpoints.desktop),
  belowTablet: below(breakpoints.tablet),
  belowMobile: below(breakpoints.mobile),
} as const;
