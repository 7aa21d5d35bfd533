import styles from './McpPages.module.css';

/** A small dot in an item's colour beside its name (decorative: the name says who it is). */
export function ColorSwatch({ color }: { color: string }) {
  return <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />;
}
