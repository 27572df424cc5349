/**
 * The shipping papers of one outbound notice (IOutPackService printpackinglist and
 * printdeliverynote, isPrint): two buttons that open the PDF in a new window; shown on the
 * preparation and release pages. Refusals (neither packed nor shipped) are shown by request.ts.
 */
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';

type PrintAnswer = { contentType: string; content: string };
const PAPERS = [['printpackinglist', 'packingList'], ['printdeliverynote', 'deliveryNote']] as const;

/** Opens a print answer's PDF (base64 content) in a new window. */
export function openPrint(answer: PrintAnswer): void {
  const bytes = Uint8Array.from(atob(answer.content), (c) => c.charCodeAt(0));
  window.open(URL.createObjectURL(new Blob([bytes], { type: answer.contentType })), '_blank');
}

export function ShippingPapers({ menu, noticeId }: { menu: MenuNode; noticeId: number | undefined }) {
  const { t } = useTranslation();
  const enabled = menu.permissions.isPrint === true && noticeId !== undefined;
  return (
    <Space wrap>
      {PAPERS.map(([method, label]) => (
        <Button key={method} disabled={!enabled} onClick={async () => openPrint(await call<PrintAnswer>('IOutPackService', method, { id: noticeId }))} data-testid={`paper-${label}`}>
          {t(`outbound.${label}`)}
        </Button>
      ))}
    </Space>
  );
}
