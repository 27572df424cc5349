/** The screen's title bar: warehouse, date and time (updated every second) and the connection badge. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../streams/index.ts';
import { StatusBadge } from './StatusBadge.tsx';

export function Header({ title, state }: { title: string; state: ConnectionState }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <header className="wms-screen-header">
      <h1>{title}</h1>
      <span className="wms-screen-clock">{t('screen.clock', { date: now.toLocaleDateString(), time: now.toLocaleTimeString() })}</span>
      <StatusBadge state={state} />
    </header>
  );
}
