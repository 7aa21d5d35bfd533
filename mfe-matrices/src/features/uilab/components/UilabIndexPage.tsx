import * as texts from '../../../texts';

export function UilabIndexPage() {
  return (
    <section data-testid="uilab-index-page">
      <h1>{texts.uilab.title}</h1>
      <p>{texts.uilab.index.text}</p>
    </section>
  );
}
