/** Open tasks by type and dock doors; the docks say plainly when the warehouse has no dock door yet. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DockStatus, OpenTasks } from '../../shared/workbench.ts';
import type { ConnectionState } from '../../streams/index.ts';
import { Panel } from './Panel.tsx';

export const TasksPanel = memo(function TasksPanel({ tasks, state }: { tasks: OpenTasks | undefined; state: ConnectionState | undefined }) {
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
});

/** The truck states shown under "Called or at a door" (walk 12-24: a truck unloading at a door is listed too). */
const AT_DOORS = ['called', 'atDoor', 'unloading'];

/** Each door with its state and the queue number at it, then the trucks called to a door or at one, with their state when past the call. */
export const DocksPanel = memo(function DocksPanel({ docks, state }: { docks: DockStatus | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  const calls = docks?.queue.filter((truck) => AT_DOORS.includes(truck.state)) ?? [];
  return (
    <Panel title={t('screen.docks')} state={state} testId="panel-docks">
      {docks && !docks.tracked ? (
        <p className="wms-screen-note">{t('screen.docksNotTracked')}</p>
      ) : (
        <>
          <div className="wms-screen-docks">
            {docks?.docks.map((dock) => (
              <div key={dock.dockNo} className={`wms-screen-dock wms-screen-dock-${dock.state}`} data-testid={`dock-${dock.dockNo}`} data-state={dock.state}>
                <strong>{dock.dockNo}</strong>
                <span>{dock.queueNo ?? t(`screen.dockState.${dock.state}`)}</span>
                {dock.waiting > 0 && <small>{t('screen.waiting', { count: dock.waiting })}</small>}
              </div>
            ))}
          </div>
          <label className="wms-screen-calls-title">{t('screen.calls')}</label>
          <ul className="wms-screen-calls" data-testid="dock-calls">
            {calls.length === 0 && <li>{t('screen.noCalls')}</li>}
            {calls.map((truck) => (
              <li key={truck.queueNo}>
                {t('screen.callLine', { queueNo: truck.queueNo, door: truck.doorNo })}
                {truck.state !== 'called' && ` · ${t(`screen.truckState.${truck.state}`)}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
});
