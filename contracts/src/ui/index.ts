// The UI kit ("contracts/ui"): components, design tokens and the form pattern every remote
// uses. Not a Module Federation shared module: each app bundles (and tree-shakes) the parts it
// imports, with their CSS Modules; state that must be single stays in "contracts/client".
export * from './button.js';
export * from './feedback.js';
export * from './fields.js';
export * from './form.js';
export * from './dialog.js';
export * from './confirm-dialog.js';
export * from './slider.js';
export * from './matrix-layout.js';
export * from './number-grid.js';
export * from './data-table.js';
export * from './texts.js';
