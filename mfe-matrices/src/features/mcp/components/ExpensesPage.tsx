import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { currentMonth, formatBRL, formatPtBrNumber, parsePeriod, periodLabel, type ExpenseMonth } from 'contracts';
import { isStale, LeaveGuard, RecentChangeMark } from 'contracts/client';
import { Button, EmptyState, formField, LoadingState, SelectField, TextField, useFormSubmit } from 'contracts/ui';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import type { ExpensesFormInput, ExpensesFormOutput } from '../forms/form-resolvers';
import * as texts from '../../../texts';
import { useGetCategoriesAndProductsQuery, useGetProductAdditionalInfoQuery, useUpdateExpensesMutation } from '../api/mcp-api';
import { BottomBarActions } from '../../../shared/analyses/bottom-bar';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import styles from './McpPages.module.css';

const t = texts.mcp.expenses;

/** Values are typed the pt-BR way ("1.234,56") and checked with the server's money rule. */
type FormInput = ExpensesFormInput;
type FormOutput = ExpensesFormOutput;
const resolver = lazyResolver(() => import('../forms/form-resolvers').then(({ expensesFormResolver }) => expensesFormResolver));

const monthLabel = (date: string) => {
  const period = parsePeriod(date);
  return period ? periodLabel(period, 'month') : date;
};

/** A product's named variable expenses, month by month (they enter its contribution margin). */
export function ExpensesPage() {
  const mcp = useCurrentAnalysis();
  const categories = useGetCategoriesAndProductsQuery(mcp.id);
  const products = (categories.data ?? []).flatMap((category) => category.products.map((product) => ({ ...product, categoryName: category.name })));
  const [productId, setProductId] = useState<number | null>(null);
  const [month, setMonth] = useState(currentMonth);
  const selected = productId ?? products[0]?.id ?? null;

  if (!categories.data) return <LoadingState />;
  if (selected === null) return <EmptyState title={t.noProducts} />;
  return (
    <section data-testid="mcp-expenses-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      <div className={styles.controls}>
        <SelectField
          label={t.product}
          value={selected}
          onChange={(event) => setProductId(Number(event.target.value))}
          options={products.map((product) => ({ value: product.id, label: `${product.name} (${product.categoryName})` }))}
        />
        <TextField
          label={t.month}
          type="month"
          value={month.slice(0, 7)}
          onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && setMonth(`${event.target.value}-01`)}
        />
      </div>
      <ProductExpenses key={`${selected}-${month}`} mcpId={mcp.id} mcpName={mcp.name} productId={selected} productName={products.find((product) => product.id === selected)?.name ?? ''} month={month} />
    </section>
  );
}

function ProductExpenses({ mcpId, mcpName, productId, productName, month }: { mcpId: number; mcpName: string; productId: number; productName: string; month: string }) {
  const canEdit = useCanEditAnalyses();
  const info = useGetProductAdditionalInfoQuery({ mcpId, productId });
  if (!info.data) return <LoadingState />;
  const months = info.data.expenses;
  const saved = months.find((entry) => entry.date === month);
  return (
    <>
      {canEdit ? <ExpensesForm mcpId={mcpId} productId={productId} version={info.data.product.version} month={month} saved={saved} /> : <ExpensesList entry={saved} />}
      <h3>{t.last12}</h3>
      <ExportButtons
        testId="expenses-export"
        table={async () => (await import('../export/mcp-tables')).expensesTable(mcpName, productName, months)}
      />
      <table aria-label={t.last12}>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {info.data.expenses.map((entry) => (
            <tr key={entry.date}>
              <th scope="row">
                {monthLabel(entry.date)} <RecentChangeMark kind="mcp" part="expense" id={productId} cell={entry.date} />
              </th>
              <td>{formatBRL(entry.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ExpensesList({ entry }: { entry: ExpenseMonth | undefined }) {
  if (!entry || entry.expenses.length === 0) return <p>{t.none}</p>;
  return (
    <ul aria-label={t.heading}>
      {entry.expenses.map((expense) => (
        <li key={expense.name}>
          {expense.name}: {formatBRL(expense.value)}
        </li>
      ))}
    </ul>
  );
}

function ExpensesForm({ mcpId, productId, version, month, saved }: { mcpId: number; productId: number; version: number; month: string; saved: ExpenseMonth | undefined }) {
  const formId = useId();
  const [update] = useUpdateExpensesMutation();
  const defaults = { expenses: (saved?.expenses ?? []).map((expense) => ({ name: expense.name, value: formatPtBrNumber(expense.value) })) };
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, mode: 'all', defaultValues: defaults });
  const rows = useFieldArray({ control: form.control, name: 'expenses' });
  // The product's version the typed values started from: a refetch while the person types does not
  // move it, so a colleague's save meanwhile is refused (412) instead of overwritten.
  const draftVersion = useRef(version);
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: async (values: FormOutput) => {
      try {
        return await update({ mcpId, productId, version: draftVersion.current, body: { date: month, expenses: values.expenses } }).unwrap();
      } catch (error) {
        // The draft is dropped: the colleague's month, refetched, shows beside the message.
        if (isStale(error)) form.reset(defaults);
        throw error;
      }
    },
    successMessage: t.saved,
    onSuccess: (_result, values) => form.reset({ expenses: values.expenses.map((expense) => ({ name: expense.name, value: formatPtBrNumber(expense.value) })) }),
  });
  // The saved month arrives after a refetch: the form (and the version it names) follows it while nothing is typed.
  useEffect(() => {
    if (form.formState.isDirty) return;
    form.reset(defaults);
    draftVersion.current = version;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, version]);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label={t.heading}>
      <LeaveGuard when={form.formState.isDirty} />
      {rows.fields.length === 0 && <p>{t.none}</p>}
      {rows.fields.map((field, index) => (
        <div key={field.id} role="group" aria-label={`${t.name} ${index + 1}`} className={styles.controls}>
          <TextField label={t.name} {...formField(form, `expenses.${index}.name`)} />
          <TextField label={t.value} inputMode="decimal" {...formField(form, `expenses.${index}.value`)} />
          <Button variant="link" onClick={() => rows.remove(index)}>
            {t.removeRow}
          </Button>
        </div>
      ))}
      <Button onClick={() => rows.append({ name: '', value: '' })}>{t.addRow}</Button>
      <BottomBarActions error={generalError}>
        <Button variant="primary" type="submit" form={formId} busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t.save}
        </Button>
      </BottomBarActions>
    </form>
  );
}
