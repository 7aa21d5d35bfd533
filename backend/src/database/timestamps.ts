/** Whole seconds: MySQL DATETIME keeps none of the milliseconds (and rounds them), so an answer built before the read-back matches it. */
export const wholeSeconds = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);
