/**
 * The first screen of a task flow (Put away, Count): the user's open tasks as large buttons (tap to
 * start one; `render` gives each its title and detail), a loading and an empty state, Refresh, and
 * the scan field for a task or document number (the flow handles the scan). Texts from the flow's
 * namespace: `tasks` (title), `noTasks`, `scanTask`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanField } from '../scan/ScanField.tsx';
import type { Scanner } from '../scan/scanner.ts';
import { Button, Notice, Screen } from '../ui.tsx';

type Props<T> = {
  ns: string; testId: string; tasks: T[] | null; notice: ReactNode; scanner: Scanner;
  onHome: () => void; onRefresh: () => void; onOpen: (task: T) => void;
  render: (task: T) => { key: number; testId: string; title: string; detail: string };
};

export function TaskList<T>({ ns, testId, tasks, notice, scanner, onHome, onRefresh, onOpen, render }: Props<T>) {
  const { t } = useTranslation(ns);
  return (
    <Screen title={t('tasks')} onBack={onHome} backLabel={t('common.home', { ns: 'pda' })} testId={testId}
      actions={<Button onClick={onRefresh}>{t('common.refresh', { ns: 'pda' })}</Button>}>
      {notice}
      {tasks === null && <p>{t('common.loading', { ns: 'pda' })}</p>}
      {tasks?.length === 0 && <Notice kind="info">{t('noTasks')}</Notice>}
      <div className="pda-list">
        {tasks?.map((task) => {
          const shown = render(task);
          return (
            <button key={shown.key} type="button" className="pda-button pda-task" data-testid={shown.testId} onClick={() => onOpen(task)}>
              <span>{shown.title}</span>
              <small>{shown.detail}</small>
            </button>
          );
        })}
      </div>
      <ScanField scanner={scanner} label={t('scanTask')} />
    </Screen>
  );
}
