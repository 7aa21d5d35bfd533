/** A small dot in an item's colour beside its name (decorative: the name says who it is). */
export function ColorSwatch({ color }: { color: string }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: color, verticalAlign: 'middle' }} />;
}
