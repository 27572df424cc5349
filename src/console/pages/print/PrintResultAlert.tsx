/** The result line of a print dialog: "Printed: keys" or the print failure text (usePrintHub's result). */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PrintResult } from './use-print-hub.ts';

export function PrintResultAlert({ result }: { result: PrintResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  return <Alert type={result.ok ? 'success' : 'error'} showIcon data-testid="print-result" title={result.ok ? t('print.succeeded', { keys: result.text }) : t('print.failed')} />;
}
