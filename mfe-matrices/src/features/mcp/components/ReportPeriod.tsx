import { type McpChartData, type McpChartPeriod, periodCaption } from 'contracts';
import { Notice, SelectField } from 'contracts/ui';
import { useSearchParams } from 'react-router-dom';
import styles from '../../../shared/report/Report.module.css';
import * as texts from '../../../texts';

const t = texts.reports;
/** The address names the report's period by its first month: `?periodo=2026-10`. */
const PERIOD_PARAM = 'periodo';

/** A period as the address and the chart_svg call name it: its first month, 'YYYY-MM'. */
export const periodMonth = (period: Pick<McpChartPeriod, 'date'>) => period.date.slice(0, 7);

/**
 * Which period the MCP report shows: the one `?periodo=` names when `choosable` (the MCP's own
 * report), else the latest (the company report); `unknown` is the month asked for when no period has it.
 */
export function useReportPeriod(data: McpChartData | undefined, choosable: boolean) {
  const [search, setSearch] = useSearchParams();
  const latest = (data?.periods.length ?? 0) - 1;
  const asked = choosable ? search.get(PERIOD_PARAM) : null;
  const found = asked === null ? -1 : (data?.periods.findIndex((period) => periodMonth(period) === asked) ?? -1);
  const choose = (index: number) => {
    const period = data?.periods[index];
    if (!period) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PERIOD_PARAM, periodMonth(period));
        return next;
      },
      { replace: true },
    );
  };
  return { index: found >= 0 ? found : latest, latest, unknown: asked !== null && data !== undefined && found < 0 ? asked : null, choose };
}

/** The period select above the report (not printed), and a note when the address names a period without data. */
export function ReportPeriodChoice({ data, period }: { data: McpChartData; period: ReturnType<typeof useReportPeriod> }) {
  return (
    <div className={styles.noPrint} data-testid="report-period-choice">
      <SelectField
        label={t.mcpPeriodChoice}
        value={period.index}
        onChange={(event) => period.choose(Number(event.target.value))}
        options={data.periods.map((item, index) => ({ value: index, label: periodCaption(item) }))}
      />
      {period.unknown && <Notice tone="warning">{t.mcpPeriodUnknown(period.unknown)}</Notice>}
    </div>
  );
}
