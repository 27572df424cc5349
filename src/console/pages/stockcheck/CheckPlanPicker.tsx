/**
 * Picker of the count plans of one organisation that may still take new containers (spec
 * console §5 stock-check form: checkNo depends on orgNo; CHECK_LABEL_STATUSES): the 50 most
 * recently changed plans matching the typed number, debounced 300 ms, reloaded when the
 * organisation changes; disabled without one. Options read "checkNo - warehouse - status".
 */
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_LABEL_STATUSES } from '../../../shared/documents/check-codes.ts';
import { listPage, PLAN_LIST } from './check-api.ts';

const SIZE = 50;
const DEBOUNCE_MS = 300;

type Props = { orgNo?: string | null; value?: string | null; onChange?: (value: string | null) => void; id?: string };

export function CheckPlanPicker({ orgNo, value, onChange, id }: Props) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!orgNo) {
      setOptions([]);
      return undefined;
    }
    let cancelled = false;
    setLoading(true);
    listPage(PLAN_LIST, 1, SIZE, { orgNo, checkNo: keyword || undefined })
      .then((page) => {
        if (cancelled) return;
        const open = page.records.filter((row) => CHECK_LABEL_STATUSES.includes(String(row.statusCode)));
        setOptions(open.map((row) => ({ value: String(row.checkNo), label: `${row.checkNo} - ${row.warehouseNo} - ${t(`enum.CHECK_STATUS_CODE.${row.statusCode}`)}` })));
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [orgNo, keyword, t]);

  const search = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
  };

  return (
    <Select<string>
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={!orgNo}
      placeholder={t('form.searchPlaceholder')}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('check.labels.noPlans')}
    />
  );
}
