import { formatBRL, planTotal, type Product } from 'contracts';
import { Button } from 'contracts/ui';
import { texts } from '../../../texts';
import styles from './PlansPage.module.css';

interface ProductCardProps {
  product: Product;
  /** Why the viewer may not buy (the button is disabled and says so); null when they may. */
  refusal: string | null;
  busy: boolean;
  onSubscribe: () => void;
}

/** One plan: name, monthly cost, total for its months, description, "Assinar"; highlighted when `incentivar`. */
export function ProductCard({ product, refusal, busy, onSubscribe }: ProductCardProps) {
  const t = texts.plans;
  return (
    <article
      className={product.incentivar ? `${styles.card} ${styles.highlighted}` : styles.card}
      data-testid="product-card"
      data-highlighted={product.incentivar}
      aria-labelledby={`product-${product.id}`}
    >
      {product.incentivar && <p className={styles.badge}>{t.recommended}</p>}
      <h2 id={`product-${product.id}`} className={styles.cardTitle}>
        {product.name}
      </h2>
      <p className={styles.price}>
        <strong>{formatBRL(product.cost)}</strong>
        {t.perMonth}
      </p>
      <p className={styles.total}>
        {t.total(product.months)} <strong>{formatBRL(planTotal(product.cost, product.months))}</strong>
      </p>
      <p className={styles.description}>{product.description}</p>
      <Button variant={product.incentivar ? 'success' : 'primary'} busy={busy} disabled={refusal !== null} title={refusal ?? undefined} onClick={onSubscribe}>
        {t.subscribe}
      </Button>
    </article>
  );
}
