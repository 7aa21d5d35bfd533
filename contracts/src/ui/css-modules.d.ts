// CSS Modules of the UI kit: compiled by the bundler of the app that imports the kit (Rspack),
// or by Vite in Vitest; the contracts build copies them beside the JavaScript.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
