/**
 * System application mobile-version (workflows §3 mobile version, §5 one file, no parentheses;
 * spec console §7 PDA version; menu 160201; src/server/sysapp/pda-version-calls.ts): the latest
 * version (the list call with current 1, size 1) with its download link as a 220 px QR code
 * (bwip-js) for a device to scan, beside the handheld web app's version and install link (this
 * server's /pda, a PWA; record 0841) with its QR code; the versions newest first; with isAdd, Add uploads one file with
 * its version number and remark (the rules of src/shared/mobile-version.ts checked here first).
 */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Empty, Form, Input, Modal, Progress, Space, Table, Typography, Upload, type TableColumnsType, type UploadFile } from 'antd';
import bwipjs from 'bwip-js/browser';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version as webVersion } from '../../../../package.json';
import { PDA_FILE_SIZE_MAX, PDA_PATH, PDA_REMARK_MAX, PDA_VERSION_NO_MAX, PDA_VERSION_SERVICE, versionNoProblem } from '../../../shared/mobile-version.ts';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call, upload } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { tablePagination } from '../../paging.ts';
import { showFieldRefusals } from '../../entity/field-refusals.ts';

const QR_PX = 220;
const MB = 1024 * 1024;

type VersionRow = { id: number; versionNo: string; remark: string | null; originalName: string; fileSize: number; createName: string | null; createDate: string; downloadPath: string };
type FormValues = { versionNo: string; remark?: string };

/** The QR code of a link as an SVG data URL (bwip-js qrcode). */
function qrDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bwipjs.toSVG({ bcid: 'qrcode', text, scale: 4 }))}`;
}

function LatestVersion({ latest }: { latest: VersionRow | null | undefined }) {
  const { t } = useTranslation();
  const link = latest ? new URL(latest.downloadPath, window.location.origin).href : '';
  const qr = useMemo(() => (link ? qrDataUrl(link) : ''), [link]);
  if (latest === undefined) return null;
  if (latest === null) return <Empty description={t('sysapp.noVersion')} />;
  return (
    <Space align="start" size="large" data-testid="mobile-latest">
      <img src={qr} width={QR_PX} height={QR_PX} alt={t('sysapp.qrAlt', { versionNo: latest.versionNo })} />
      <Descriptions column={1} size="small" title={t('sysapp.latestVersion')}>
        <Descriptions.Item label={t('field.versionNo')}>{latest.versionNo}</Descriptions.Item>
        <Descriptions.Item label={t('field.createDate')}>{formatDateTime(latest.createDate)}</Descriptions.Item>
        <Descriptions.Item label={t('field.remark')}>{latest.remark}</Descriptions.Item>
        <Descriptions.Item label={t('sysapp.downloadLink')}><Typography.Link href={link} copyable>{link}</Typography.Link></Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** The handheld web app (/pda of this server): its version and install link with a QR code for a handheld to scan. */
function WebApp() {
  const { t } = useTranslation();
  const link = new URL(PDA_PATH, window.location.origin).href;
  const qr = useMemo(() => qrDataUrl(link), [link]);
  return (
    <Space align="start" size="large" data-testid="mobile-web-app">
      <img src={qr} width={QR_PX} height={QR_PX} alt={t('sysapp.webQrAlt')} />
      <Descriptions column={1} size="small" title={t('sysapp.webApp')}>
        <Descriptions.Item label={t('field.versionNo')}>{webVersion}</Descriptions.Item>
        <Descriptions.Item label={t('sysapp.installLink')}><Typography.Link href={link} copyable>{link}</Typography.Link></Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

export function MobileVersionPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [page, setPage] = useState<Page<VersionRow>>();
  const [latest, setLatest] = useState<VersionRow | null>();
  const [adding, setAdding] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [progress, setProgress] = useState<number>();
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      call<Page<VersionRow>>(PDA_VERSION_SERVICE, 'getpdaversionlist', { current: 1, size: 1 }),
      call<Page<VersionRow>>(PDA_VERSION_SERVICE, 'getpdaversionlist', { current: paging.current, size: paging.size }),
    ]).then(([newest, answer]) => {
      if (cancelled) return;
      setLatest(newest.records[0] ?? null);
      setPage(answer);
    });
    return () => {
      cancelled = true;
    };
  }, [paging, reloads]);

  const openAdd = () => {
    form.resetFields();
    setFiles([]);
    setAdding(true);
  };

  const save = async () => {
    const values = await form.validateFields();
    const file = files[0]?.originFileObj;
    if (!file) {
      message.error(t('error.FILE_REQUIRED'));
      return;
    }
    setProgress(0);
    try {
      await upload(`${PDA_VERSION_SERVICE}/addpdaversion`, file, setProgress, { versionNo: values.versionNo.trim(), remark: values.remark?.trim() ?? '' });
    } catch (error) {
      showFieldRefusals(form, error);
      return;
    } finally {
      setProgress(undefined);
    }
    message.success(t('sysapp.versionAdded'));
    setAdding(false);
    setReloads((n) => n + 1);
  };

  const columns: TableColumnsType<VersionRow> = [
    { key: 'versionNo', dataIndex: 'versionNo', title: t('field.versionNo') },
    { key: 'originalName', dataIndex: 'originalName', title: t('field.originalName'), render: (name: string, row) => <Typography.Link href={row.downloadPath}>{name}</Typography.Link> },
    { key: 'fileSize', dataIndex: 'fileSize', title: t('sysapp.sizeMb'), render: (size: number) => (size / MB).toFixed(2) },
    { key: 'remark', dataIndex: 'remark', title: t('field.remark') },
    { key: 'createName', dataIndex: 'createName', title: t('field.createName') },
    { key: 'createDate', dataIndex: 'createDate', title: t('field.createDate'), render: (value: string) => formatDateTime(value) },
  ];
  const versionRule = { validator: (_: unknown, value?: string) => { const problem = versionNoProblem(value ?? ''); return problem ? Promise.reject(new Error(t(problem.message, problem.params))) : Promise.resolve(); } };

  return (
    <div className="wms-list" data-testid="mobile-version">
      <Card variant="borderless" className="wms-search-card"><Space wrap align="start" size="large"><WebApp /><LatestVersion latest={latest} /></Space></Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {menu.permissions.isAdd && <Button type="primary" onClick={openAdd} data-testid="mobile-add">{t('list.add')}</Button>}
            <Button onClick={() => setReloads((n) => n + 1)}>{t('list.refresh')}</Button>
          </Space>
        </div>
        <Table<VersionRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid="mobile-table"
        />
      </Card>
      <Modal open={adding} title={t('sysapp.addVersion')} onOk={save} okButtonProps={{ disabled: progress !== undefined }} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="versionNo" label={t('field.versionNo')} required rules={[versionRule]}>
            <Input maxLength={PDA_VERSION_NO_MAX} />
          </Form.Item>
          <Form.Item name="remark" label={t('field.remark')}>
            <Input.TextArea rows={3} maxLength={PDA_REMARK_MAX} showCount />
          </Form.Item>
          <Form.Item label={t('sysapp.appFile')} required>
            <Upload
              maxCount={1}
              fileList={files}
              beforeUpload={(file) => {
                if (file.size > PDA_FILE_SIZE_MAX) {
                  message.error(t('error.FILE_TOO_LARGE', { max: PDA_FILE_SIZE_MAX / MB }));
                  return Upload.LIST_IGNORE;
                }
                return false;
              }}
              onChange={({ fileList }) => setFiles(fileList.slice(-1))}
            >
              <Button icon={<UploadOutlined />}>{t('sysapp.chooseFile')}</Button>
            </Upload>
          </Form.Item>
          {progress !== undefined && <Progress percent={progress} />}
        </Form>
      </Modal>
    </div>
  );
}
