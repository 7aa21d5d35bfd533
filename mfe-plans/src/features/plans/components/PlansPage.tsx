import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { parseId } from 'contracts';
import { useGetCompaniesAdminQuery, useGetMyCompaniesQuery, useHost, useNavigationPending } from 'contracts/client';
import { ErrorAlert, generalErrorOf, Spinner } from 'contracts/ui';
import { useGetPaymentConfigQuery, useGetProductsQuery } from '../../../shared/api/products-api';
import { returnedPurchaseId } from '../../../shared/checkout-return-state';
import { texts } from '../../../texts';
import { PaymentOutcome } from './PaymentOutcome';
import { ProductList } from './ProductList';
import { PurchasesTable } from './PurchasesTable';
import styles from './PlansPage.module.css';

/**
 * /planos and /planos/{companyId}: the company selector with its
 * access, the plans on sale and the company's purchases. Without an id it opens the current
 * company (the header's: a plan is bought for the company the user is working on, issue 23),
 * else the first one. Back from a checkout it says what became of the payment. A system
 * administrator also gets the link to the products page.
 */
export function PlansPage() {
  const navigate = useNavigate();
  const { CompanyStatusBar, currentUser, currentCompany } = useHost();
  const routeId = useParams().companyId;
  const returnedId = returnedPurchaseId(useLocation().state);
  const companies = useGetCompaniesAdminQuery();
  const products = useGetProductsQuery();
  const paymentConfig = useGetPaymentConfigQuery();
  const leaving = useNavigationPending();

  // Opened without a current company yet (a typed address, a reload), the one the server keeps
  // as active is the one the shell is about to make current: the same cached answer it reads.
  const mine = useGetMyCompaniesQuery(undefined, { skip: routeId !== undefined || currentCompany !== null });
  const wantedId = currentCompany?.id ?? mine.data?.activeCompanyId;
  const decided = currentCompany !== null || mine.data !== undefined || mine.isError;
  const openId = companies.data?.find((item) => item.id === wantedId)?.id ?? companies.data?.[0]?.id;
  if (routeId === undefined && decided && openId !== undefined && !leaving) return <Navigate to={`/planos/${openId}`} replace />;

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
      {company && returnedId !== null && <PaymentOutcome companyId={company.id} purchaseId={returnedId} />}
      {company && products.data && <ProductList products={products.data} company={company} />}
      {company && <PurchasesTable companyId={company.id} />}
    </section>
  );
}
