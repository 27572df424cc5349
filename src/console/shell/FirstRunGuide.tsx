/**
 * The first-run guide (spec console §2, §6): 2 s after the shell loads, the user admin is asked for
 * INIT_CONFIG; while it is 'Y' a dialog leads to the integration account page. "Later" closes it
 * for good for that user in this browser. A failed call shows no guide.
 */
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { INIT_CONFIG } from '../../shared/entities/sys-param.entity.ts';
import { call } from '../../client/request.ts';
import { useSession } from '../../client/session-store.ts';
import { GUIDE_DELAY_MS, isGuideOn, isGuidePostponed, isGuideUser, postponeGuide } from './first-run-guide.ts';

const ACCOUNT_PATH = '/system/integrate/account';

export function FirstRunGuide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userNo = useSession((s) => s.user?.userNo);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isGuideUser(userNo)) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      call<{ paramValue: string | null } | null>('ISysParamService', 'getValueByParamNo', { paramNo: INIT_CONFIG }, { quiet: true }).then(
        (answer) => !cancelled && setOpen(isGuideOn(answer) && !isGuidePostponed(userNo)),
        () => undefined,
      );
    }, GUIDE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userNo]);

  return (
    <Modal
      open={open}
      title={t('guide.title')}
      okText={t('guide.go')}
      cancelText={t('guide.later')}
      onOk={() => {
        setOpen(false);
        navigate(ACCOUNT_PATH);
      }}
      onCancel={() => {
        setOpen(false);
        if (userNo) postponeGuide(userNo);
      }}
      rootClassName="wms-first-run-guide"
    >
      {t('guide.content')}
    </Modal>
  );
}
