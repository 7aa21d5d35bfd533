/** Cell colours of the crossing intensities, from none (0) to strong (3): the grid and its heat map share them. */
export const INTENSITY_COLORS = ['#ffffff', '#e1bee7', '#ba68c8', '#6a1b9a'] as const;
