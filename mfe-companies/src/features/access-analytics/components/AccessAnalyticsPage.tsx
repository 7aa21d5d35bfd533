import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { dateDaysAhead, formatPercent, formatPtBrNumber, PAGE_VIEW_DEFAULT_DAYS, type PageViewReport } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, DataTable, EmptyState, ErrorAlert, generalErrorOf, LoadingState, TextField } from 'contracts/ui';
import { texts } from '../../../texts';
import { useGetPageViewsQuery } from '../api/page-views-api';
import { pageViewsChartOption } from '../chart/page-views-chart-option';
import styles from './AccessAnalyticsPage.module.css';
import { PageViewsChart } from './PageViewsChart';

const t = texts.analytics;

/**
 * /administracao/acessos: page views per route and day (chart), the most viewed routes and
 * the views per remote, for a period (the last 30 days by default). System administrators
 * only; the server refuses everyone else too.
 */
export function AccessAnalyticsPage() {
  const { currentUser } = useHost();
  if (!currentUser?.isSysAdmin) {
    return (
      <section>
        <h1 data-testid="access-analytics-page">{t.title}</h1>
        <ErrorAlert>{t.sysAdminOnly}</ErrorAlert>
      </section>
    );
  }
  return <AccessReport />;
}

function AccessReport() {
  // A new period starts at the first page of routes.
  const [query, setQuery] = useState(() => ({ from: dateDaysAhead(1 - PAGE_VIEW_DEFAULT_DAYS), to: dateDaysAhead(0), offset: 0 }));
  const { data, error, isFetching } = useGetPageViewsQuery(query);
  const fieldError = (field: 'from' | 'to') => (error && 'errors' in error ? error.errors[field]?.[0] : undefined);

  return (
    <section className={styles.page}>
      <h1 data-testid="access-analytics-page">{t.title}</h1>
      <p>{t.intro}</p>
      <p>
        <Link to="/administracao">{t.back}</Link>
      </p>
      <div className={styles.range}>
        <TextField label={t.from} type="date" value={query.from} error={fieldError('from')} onChange={(event) => setQuery({ ...query, from: event.target.value, offset: 0 })} />
        <TextField label={t.to} type="date" value={query.to} error={fieldError('to')} onChange={(event) => setQuery({ ...query, to: event.target.value, offset: 0 })} />
      </div>
      {isFetching && <LoadingState />}
      <ErrorAlert>{error && !fieldError('from') && !fieldError('to') ? generalErrorOf(error) : null}</ErrorAlert>
      {data && !error && <Report report={data} onOffset={(offset) => setQuery({ ...query, offset })} />}
    </section>
  );
}

function Report({ report, onOffset }: { report: PageViewReport; onOffset: (offset: number) => void }) {
  const option = useMemo(() => pageViewsChartOption(report, t.otherRoutes), [report]);
  if (report.total === 0) return <EmptyState title={t.empty} testId="access-analytics-empty" />;
  return (
    <>
      <p data-testid="access-analytics-total">{t.total(formatPtBrNumber(report.total))}</p>
      <h2>{t.chartTitle}</h2>
      <PageViewsChart option={option} label={t.chartTitle} />
      <div className={styles.tables}>
        {/* Focusable: on a phone the table scrolls inside its section, and the keyboard reaches it. */}
        <section aria-label={t.topRoutes} tabIndex={0} className={styles.tableSection}>
          <h2>{t.topRoutes}</h2>
          <DataTable data-testid="top-routes">
            <thead>
              <tr>
                <th scope="col">{t.columns.route}</th>
                <th scope="col">{t.columns.remote}</th>
                <th scope="col" className={styles.number}>{t.columns.views}</th>
              </tr>
            </thead>
            <tbody>
              {report.routes.map((row) => (
                <tr key={`${row.route} ${row.remote}`}>
                  <th scope="row" className={styles.route}>
                    <code>{row.route}</code>
                  </th>
                  <td>{t.remotes[row.remote]}</td>
                  <td className={styles.number}>{formatPtBrNumber(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {report.routeCount > report.limit && <RoutePages report={report} onOffset={onOffset} />}
        </section>
        <section aria-label={t.byRemote} tabIndex={0} className={styles.tableSection}>
          <h2>{t.byRemote}</h2>
          <DataTable data-testid="views-by-remote">
            <thead>
              <tr>
                <th scope="col">{t.columns.remote}</th>
                <th scope="col" className={styles.number}>{t.columns.views}</th>
                <th scope="col" className={styles.number}>{t.columns.share}</th>
              </tr>
            </thead>
            <tbody>
              {report.remotes.map((row) => (
                <tr key={row.remote}>
                  <th scope="row">{t.remotes[row.remote]}</th>
                  <td className={styles.number}>{formatPtBrNumber(row.count)}</td>
                  <td className={styles.number}>{formatPercent(row.count / report.total)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      </div>
    </>
  );
}

/** The routes come a page at a time (issue 24: a stuffed table is not sent whole). */
function RoutePages({ report: { offset, limit, routeCount, routes }, onOffset }: { report: PageViewReport; onOffset: (offset: number) => void }) {
  return (
    <nav aria-label={t.routePages} className={styles.pages}>
      <Button size="small" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        {t.previousRoutes}
      </Button>
      <span data-testid="top-routes-range">{t.routeRange(formatPtBrNumber(offset + 1), formatPtBrNumber(offset + routes.length), formatPtBrNumber(routeCount))}</span>
      <Button size="small" disabled={offset + limit >= routeCount} onClick={() => onOffset(offset + limit)}>
        {t.nextRoutes}
      </Button>
    </nav>
  );
}
