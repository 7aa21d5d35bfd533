import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { parseId } from 'contracts';
import { useGetCompaniesAdminQuery, useHost } from 'contracts/client';
import { ErrorAlert, generalErrorOf, Spinner } from 'contracts/ui';
import { useGetPaymentConfigQuery, useGetProductsQuery } from '../../../shared/api/products-api';
import { texts } from '../../../texts';
import { ProductList } from './ProductList';
import { PurchasesTable } from './PurchasesTable';
import styles from './PlansPage.module.css';

/**
 * /planos and /planos/{companyId} (seed §2 "Plans page"): the company selector with its
 * access, the plans on sale and the company's purchases. Without an id it opens the first
 * company. A system administrator also gets the link to the products page.
 */
export function PlansPage() {
  const navigate = useNavigate();
  const { CompanyStatusBar, currentUser } = useHost();
  const routeId = useParams().companyId;
  const companies = useGetCompaniesAdminQuery();
  const products = useGetProductsQuery();
  const paymentConfig = useGetPaymentConfigQuery();

  const firstId = companies.data?.[0]?.id;
  if (routeId === undefined && firstId !== undefined) return <Navigate to={`/planos/${firstId}`} replace />;

  const companyId = routeId === undefined ? null : parseId(routeId);
  const company = companies.data?.find((item) => item.id === companyId) ?? null;
  const loading = companies.isLoading || products.isLoading;
  const t = texts.plans;

  return (
    <section className={styles.page}>
      <h1 className={styles.title} data-testid="plans-page">
        {t.title}
        {loading && <Spinner />}
      </h1>
      {loading && <p className={styles.visuallyHidden} role="status">{t.loading}</p>}
      {paymentConfig.data?.sandbox && (
        <p className={styles.sandbox} role="note" data-testid="sandbox-notice">
          {t.sandbox}
        </p>
      )}
      <ErrorAlert>{generalErrorOf(companies.error ?? products.error)}</ErrorAlert>
      {companies.data?.length === 0 && (
        <p data-testid="plans-no-companies">
          {t.noCompanies} <Link to="/empresas">{t.companiesLink}</Link>
        </p>
      )}
      {companies.data && companies.data.length > 0 && CompanyStatusBar && (
        <CompanyStatusBar companyId={companyId} onSelect={(id) => void navigate(`/planos/${id}`)} accessSummary />
      )}
      {currentUser?.isSysAdmin && (
        <p>
          <Link to="/planos/produtos">{t.manageProducts}</Link>
        </p>
      )}
      {company && products.data && <ProductList products={products.data} company={company} />}
      {company && <PurchasesTable companyId={company.id} />}
    </section>
  );
}
