/** Open tasks by type and dock doors; the docks say plainly when they are not tracked yet. */
import { useTranslation } from 'react-i18next';
import type { DockStatus, OpenTasks } from '../../shared/workbench.ts';
import type { ConnectionState } from '../../streams/index.ts';
import { Panel } from './Panel.tsx';

export function TasksPanel({ tasks, state }: { tasks: OpenTasks | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('screen.openTasks')} state={state} testId="panel-tasks">
      <div className="wms-screen-counts">
        {tasks?.byType.map((task) => (
          <div key={task.taskType}>
            <span className="wms-screen-figure" data-testid={`tasks-${task.taskType}`}>{task.open}</span>
            <label>{t(`screen.taskType.${task.taskType}`)}</label>
          </div>
        ))}
      </div>
    </Panel>
  );
}

export function DocksPanel({ docks, state }: { docks: DockStatus | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('screen.docks')} state={state} testId="panel-docks">
      {docks && !docks.tracked ? (
        <p className="wms-screen-note">{t('screen.docksNotTracked')}</p>
      ) : (
        <div className="wms-screen-docks">
          {docks?.docks.map((dock) => (
            <span key={dock.dockNo} className={`wms-screen-dock wms-screen-dock-${dock.state}`}>{dock.dockNo}</span>
          ))}
        </div>
      )}
    </Panel>
  );
}
