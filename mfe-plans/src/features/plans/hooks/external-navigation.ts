/**
 * Leaving the app for another site (the provider's checkout): a full page load, the one step
 * a memory router cannot stand in for, so component tests watch this object instead.
 */
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
