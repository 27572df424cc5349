/**
 * System.Authority.License (menu 160301; spec console §5 "activation by licence number or by
 * uploading a file", §8 activation feedback; workflows §4 licence states, §5 input rules): the
 * licence state with its licensee, validity, modules and the product version; with isModify,
 * activation by a pasted number or a chosen file (neither may be empty). A refused activation shows
 * the server's message as a 5 s warning; a success signs the user out to sign in again under the
 * new licence. A field the licence leaves blank (the community licence has no licensee, number, end
 * or activation) reads "-". Calls: ISysLicenseService getLicenseInfo, activateByLicenseNo, activateByFile.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Input, Space, Tabs, Tag, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_FILE_MAX, LICENCE_SERVICE, LICENCE_TEXT_MAX, type LicenceInfo, type LicenceState } from '../../../shared/licence.ts';
import { APP_VERSION } from '../../app-info.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call, RequestError, upload } from '../../../client/request.ts';
import { useLogout } from '../../shell/use-logout.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const WARNING_SECONDS = 5;
/** What a blank field of the licence shows, as the house's lists show an empty cell's dash. */
const BLANK = '-';
const STATE_COLOURS: Record<LicenceState, string> = { unauthorised: 'default', authorised: 'green', nearingExpiry: 'orange', expired: 'red' };

function LicenceDetails({ info }: { info: LicenceInfo }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" className="wms-wide">
      {info.isLicense === 0 && <Alert type="error" showIcon title={t('licence.expiredHint')} />}
      {info.state === 'nearingExpiry' && <Alert type="warning" showIcon title={t('licence.nearingHint', { days: info.daysLeft })} />}
      {info.community && <Alert type="info" showIcon title={t('licence.community')} />}
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('licence.state')}><Tag color={STATE_COLOURS[info.state]} data-testid="licence-state">{t(`licence.${info.state}`)}</Tag></Descriptions.Item>
        <Descriptions.Item label={t('licence.version')}>v{APP_VERSION}</Descriptions.Item>
        <Descriptions.Item label={t('licence.licensee')}>{info.licensee || BLANK}</Descriptions.Item>
        <Descriptions.Item label={t('licence.licenseNo')}>{info.licenseNo || BLANK}</Descriptions.Item>
        <Descriptions.Item label={t('licence.validity')}>{info.validTo ? `${info.validFrom} – ${info.validTo}` : t('licence.noEnd')}</Descriptions.Item>
        <Descriptions.Item label={t('licence.daysLeft')}>{info.daysLeft ?? BLANK}</Descriptions.Item>
        <Descriptions.Item label={t('licence.modules')}>{info.community ? t('licence.allModules') : info.modules.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('licence.activated')}>{info.activatedAt ? `${formatDateTime(info.activatedAt)} (${info.activatedBy})` : BLANK}</Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

export function LicencePage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { logout } = useLogout();
  const [info, setInfo] = useState<LicenceInfo>();
  const [number, setNumber] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void call<LicenceInfo>(LICENCE_SERVICE, 'getLicenseInfo').then(setInfo);
  }, []);

  /** Runs an activation: a refusal as the server's message for 5 s; a success signs out to sign in again. */
  const activate = async (send: () => Promise<LicenceInfo>) => {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      message.warning(error instanceof RequestError ? error.message : t('request.error'), WARNING_SECONDS);
      return;
    } finally {
      setBusy(false);
    }
    message.success(t('licence.activatedOk'));
    await logout();
  };

  const byNumber = () => {
    if (!number.trim()) {
      message.warning(t('licence.numberRequired'), WARNING_SECONDS);
      return;
    }
    void activate(() => call<LicenceInfo>(LICENCE_SERVICE, 'activateByLicenseNo', { licenseNo: number }, { quiet: true }));
  };

  const byFile = () => {
    const file = files[0]?.originFileObj;
    if (!file) {
      message.warning(t('licence.fileRequired'), WARNING_SECONDS);
      return;
    }
    void activate(() => upload<LicenceInfo>(`${LICENCE_SERVICE}/activateByFile`, file, () => undefined, {}, { quiet: true }));
  };

  const tabs = [
    {
      key: 'number',
      label: t('licence.byNumber'),
      children: (
        <Space orientation="vertical" size="middle" className="wms-wide">
          <Input.TextArea rows={5} value={number} maxLength={2 * LICENCE_TEXT_MAX} placeholder={t('licence.numberPlaceholder')} onChange={(event) => setNumber(event.target.value)} data-testid="licence-number" />
          <Button type="primary" loading={busy} onClick={byNumber} data-testid="licence-activate-number">{t('licence.activate')}</Button>
        </Space>
      ),
    },
    {
      key: 'file',
      label: t('licence.byFile'),
      children: (
        <Space orientation="vertical">
          <Upload
            maxCount={1}
            fileList={files}
            beforeUpload={(file) => {
              if (file.size > LICENCE_FILE_MAX) {
                message.warning(t('error.LICENCE_FILE_TOO_LARGE', { max: LICENCE_FILE_MAX }), WARNING_SECONDS);
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined />}>{t('licence.chooseFile')}</Button>
          </Upload>
          <Button type="primary" loading={busy} onClick={byFile} data-testid="licence-activate-file">{t('licence.activate')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="wms-list" data-testid="licence-page">
      <Card variant="borderless" title={t('licence.title')} loading={!info}>{info && <LicenceDetails info={info} />}</Card>
      {menu.permissions.isModify && (
        <Card variant="borderless" title={t('licence.activateTitle')}>
          <Tabs items={tabs} />
        </Card>
      )}
    </div>
  );
}
