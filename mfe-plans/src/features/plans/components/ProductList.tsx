import { canBuyPlan, type Company, type Product, viewerOfCompany } from 'contracts';
import { SUPPORT_EMAIL } from 'contracts/client';
import { EmptyState, ErrorAlert } from 'contracts/ui';
import { texts } from '../../../texts';
import { useSubscribe } from '../hooks/useSubscribe';
import { ProductCard } from './ProductCard';
import styles from './PlansPage.module.css';

/** The plans on sale, by `ordem` (as the server answers them), for the selected company. */
export function ProductList({ products, company }: { products: Product[]; company: Company }) {
  const { subscribe, busyProductId, error } = useSubscribe(company.id);
  if (products.length === 0) {
    return (
      <EmptyState title={texts.plans.noProducts} testId="no-products">
        {texts.plans.support(SUPPORT_EMAIL)}
      </EmptyState>
    );
  }
  const refusal = canBuyPlan(viewerOfCompany(company)) ? null : texts.plans.cannotBuy;
  return (
    <>
      <ErrorAlert testId="subscribe-error">{error}</ErrorAlert>
      {refusal && <p className={styles.note}>{refusal}</p>}
      <div className={styles.cards}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            refusal={refusal}
            busy={busyProductId === product.id}
            onSubscribe={() => void subscribe(product.id)}
          />
        ))}
      </div>
    </>
  );
}
