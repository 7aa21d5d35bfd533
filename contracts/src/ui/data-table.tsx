import type { TableHTMLAttributes } from 'react';
import styles from './data-table.module.css';

/**
 * A table of records: full width, one separator between rows, the kit's spacing. A table wider
 * than a phone scrolls inside its own frame (reachable from the keyboard), never the page.
 */
export function DataTable({ className, ...table }: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.frame} tabIndex={0}>
      <table className={[styles.table, className].filter(Boolean).join(' ')} {...table} />
    </div>
  );
}

/** A table's header row: a column heading per label, in order. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
