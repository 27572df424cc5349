/**
 * The photo viewer of a claim line (issue 23, record 0901): a "View photo" link on a pallet whose
 * discrepancy was photographed at the dock; a click fetches the photo (IYardService/getClaimPhoto
 * { asnNo, sscc }: a JPEG data URL, answered only within the caller's scope) and shows it in a
 * dialog titled with the pallet's SSCC. A failed call shows the request's own error message.
 */
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';

export function ClaimPhoto({ asnNo, sscc }: { asnNo: string; sscc: string }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<string>();
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      setPhoto((await call<{ photo: string }>('IYardService', 'getClaimPhoto', { asnNo, sscc })).photo);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" loading={loading} onClick={() => void open().catch(() => undefined)} data-testid={`claim-photo-${sscc}`}>{t('portal.timeline.claims.viewPhoto')}</Button>
      <Modal open={photo !== undefined} title={t('portal.timeline.claims.photoTitle', { sscc })} footer={null} onCancel={() => setPhoto(undefined)} destroyOnHidden>
        {photo && <img src={photo} alt={t('portal.timeline.claims.photoAlt', { sscc })} data-testid="claim-photo-image" style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
    </>
  );
}
