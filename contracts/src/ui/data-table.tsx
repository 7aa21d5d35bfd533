import type { TableHTMLAttributes } from 'react';
import styles from './data-table.module.css';

/** A table of records: full width, one separator between rows, the kit's spacing. */
export function DataTable({ className, ...table }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={[styles.table, className].filter(Boolean).join(' ')} {...table} />;
}
