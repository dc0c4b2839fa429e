// A horizontal bar chart, always followed by a table with the same numbers: the chart is a picture for
// sighted readers (its label says the table has the numbers), the table is the data.
import { Stack, Table, type TableColumn } from '@herald/ui';
import { t } from '../../../shared/i18n/en';
import * as styles from './chart.css';

export interface Bar {
  /** Shown in full, wrapped over as many lines as it needs. */
  label: string;
  /** A second line under the label, such as the academic year. */
  detail?: string;
  value: number;
}

export function BarChart<Row>({
  title,
  bars,
  caption,
  columns,
  rows,
  getRowId,
}: {
  title: string;
  bars: readonly Bar[];
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Stack gap="sm">
      {bars.length > 0 ? (
        <div className={styles.chart} role="img" aria-label={t.statistics.chartOf(title)}>
          {bars.map((bar, index) => (
            <div key={`${bar.label}-${index}`} className={styles.row} aria-hidden="true">
              <span className={styles.label}>
                {bar.label}
                {bar.detail ? <span className={styles.detail}>{bar.detail}</span> : null}
              </span>
              <span className={styles.track}>
                <span className={styles.bar} style={{ inlineSize: `${(100 * bar.value) / max}%` }} />
              </span>
              <span className={styles.value}>{bar.value}</span>
            </div>
          ))}
        </div>
      ) : null}
      <Table caption={caption} columns={columns} rows={rows} getRowId={getRowId} />
    </Stack>
  );
}
