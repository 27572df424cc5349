/**
 * A framed widget of the big screen with its title; dimmed (and marked data-state) when its data
 * is stale or offline, so the wall never shows old figures as if they were current.
 */
import type { ReactNode } from 'react';
import type { ConnectionState } from '../../streams/index.ts';

export function Panel({ title, state, className, children, testId }: { title: string; state: ConnectionState | undefined; className?: string; children: ReactNode; testId?: string }) {
  const status = state?.status ?? 'offline';
  return (
    <section className={`wms-screen-panel ${status === 'live' ? '' : 'wms-screen-dim'} ${className ?? ''}`} data-state={status} data-testid={testId}>
      <h2>{title}</h2>
      <div className="wms-screen-panel-body">{children}</div>
    </section>
  );
}
