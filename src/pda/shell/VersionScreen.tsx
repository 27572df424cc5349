/**
 * The handheld's version page (issue 28 "getlastapk and the PDA version page offer the handheld's
 * version and an install link with its QR code"): this app's version (package.json, fixed at build)
 * with its install link (this server's /pda, installable as a PWA) and the newest Android app
 * uploaded on the console's PDA version page (IPdaVersionService/getlastapk), each with a QR code
 * (bwip-js, loaded only here) for another handheld to scan.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version } from '../../../package.json';
import { PDA_PATH, PDA_VERSION_SERVICE } from '../../shared/mobile-version.ts';
import { pdaCall } from '../pda-api.ts';
import { Facts, Notice, Screen } from '../ui.tsx';

type Apk = { versionNo: string; downloadPath: string } | null;

function QrLink({ link }: { link: string }) {
  const { t } = useTranslation('pda');
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    void import('bwip-js/browser').then(({ default: bwipjs }) => setSvg(bwipjs.toSVG({ bcid: 'qrcode', text: link, scale: 3 })));
  }, [link]);
  return (
    <div className="pda-qr">
      {svg && <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('version.qrAlt', { link })} width={180} height={180} />}
      <a href={link} className="pda-link">{link}</a>
    </div>
  );
}

export function VersionScreen({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('pda');
  const [apk, setApk] = useState<Apk | undefined>();
  useEffect(() => {
    pdaCall<Apk>(PDA_VERSION_SERVICE, 'getlastapk', {}).then(setApk).catch(() => setApk(null));
  }, []);
  const install = new URL(PDA_PATH, window.location.origin).href;
  return (
    <Screen title={t('version.title')} onBack={onBack} backLabel={t('common.home')} testId="pda-version">
      <Facts rows={[[t('version.web'), version, 'web-version']]} />
      <p>{t('version.install')}</p>
      <QrLink link={install} />
      <h2>{t('version.apk')}</h2>
      {apk === null && <Notice kind="info">{t('version.noApk')}</Notice>}
      {apk && (
        <>
          <Facts rows={[[t('version.apk'), apk.versionNo]]} />
          <QrLink link={new URL(apk.downloadPath, window.location.origin).href} />
        </>
      )}
    </Screen>
  );
}
