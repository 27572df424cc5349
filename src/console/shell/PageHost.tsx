/**
 * Renders the page of one tab (kept alive while the tab is open, unless its view is noCache: then
 * only while it is in front) with its page context; a page shows a spinner while its chunk loads.
 */
import { Spin } from 'antd';
import { Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { documentOf } from '../../shared/documents/index.ts';
import { AbnormalJournalPage, AccessFormPage, AccessListPage, ActionListPage, AppointmentPage, AsnListPage, AsnTrackingPage, BarcodeOperationPage, CachePage, CheckQueryPage, CountTaskPage, DashboardPage, DeliveryCreatePage, DictionaryPage, DockBookingPage, DispatchJournalPage, DocumentFormPage, DoorPage, DsbPage, EntityFormPage, EntityListPage, ExceptionKeysPage, GateKioskPage, JobFormPage, LicencePage, ListingPage, ManageWarehousePage, MenuManagePage, MobileVersionPage, OpenAccountFormPage, OpenAccountPage, OperationJournalPage, OrderAnswerPage, OrderTracingPage, PasswordPage, PasswordPolicyPage, PersonalCentrePage, PickingPage, PreparationPage, QualityPage, ReleasePage, ReportPage, ScheduledJobsPage, ScheduleKanbanPage, ScheduleSettingPage, SchedulingBoardPage, ShelfTaskPage, StockQueryPage, SupplierNewsPage, SyncLogPage, SyncPage, TaskNoticePage, TotpCard, TracePage, UnavailablePage, UserInfoPage, WavePage, YardQueuePage } from '../pages/lazy-pages.ts';
import { isNoCache, type PageRoute } from '../routes.ts';
import { useTabs, type Tab } from '../store/tabs-store.ts';
import { PageContext, type PageContextValue } from './page-context.ts';

export function PageHost({ tab, route, active }: { tab: Tab; route: PageRoute; active: boolean }) {
  const navigate = useNavigate();
  const context = useMemo<PageContextValue>(
    () => ({
      path: tab.path,
      search: tab.search,
      active,
      leave: (to) => {
        useTabs.getState().close([tab.path]);
        navigate(to);
      },
    }),
    [tab.path, tab.search, active, navigate],
  );
  const mounted = active || !isNoCache(route);
  return (
    <PageContext.Provider value={context}>
      <div className="wms-page" hidden={!active} data-active={active} data-path={tab.path}>
        {mounted && (
          <Suspense fallback={<Spin className="wms-page-loading" />}>
            {route.kind === 'dashboard' && <DashboardPage />}
            {route.kind === 'userInfo' && <UserInfoPage />}
            {route.kind === 'password' && <PasswordPage />}
            {route.kind === 'password' && <TotpCard />}
            {route.kind === 'list' && <EntityListPage entity={route.entity} menu={route.menu} />}
            {route.kind === 'form' && !documentOf(route.entity.name) && <EntityFormPage entity={route.entity} menu={route.menu} mode={route.mode} id={route.id} recordKey={route.key} copyOf={route.copyOf} />}
            {route.kind === 'form' && documentOf(route.entity.name) && <DocumentFormPage doc={documentOf(route.entity.name)!} menu={route.menu} mode={route.mode} id={route.id} docNo={route.key} />}
            {route.kind === 'query' && <StockQueryPage query={route.query} menu={route.menu} />}
            {route.kind === 'report' && <ReportPage report={route.report} menu={route.menu} />}
            {route.kind === 'layout' && <ManageWarehousePage />}
            {route.kind === 'stockcheck' && route.page === 'taskNotice' && <TaskNoticePage />}
            {route.kind === 'stockcheck' && route.page === 'task' && <CountTaskPage menu={route.menu} />}
            {route.kind === 'stockcheck' && route.page === 'query' && <CheckQueryPage />}
            {route.kind === 'access' && <AccessListPage kind={route.access} menu={route.menu} />}
            {route.kind === 'accessForm' && <AccessFormPage kind={route.access} menu={route.menu} id={route.id} />}
            {route.kind === 'menus' && <MenuManagePage menu={route.menu} addTo={route.addTo} />}
            {route.kind === 'action' && <ActionListPage page={route.page} permissions={route.menu.permissions} />}
            {route.kind === 'inbound' && route.page === 'shelfTask' && <ShelfTaskPage menu={route.menu} />}
            {route.kind === 'inbound' && route.page === 'listing' && <ListingPage />}
            {route.kind === 'yard' && route.page === 'appointment' && <AppointmentPage menu={route.menu} />}
            {route.kind === 'yard' && route.page === 'queue' && <YardQueuePage menu={route.menu} />}
            {route.kind === 'yard' && route.page === 'kiosk' && <GateKioskPage />}
            {route.kind === 'inbound' && route.page === 'quality' && <QualityPage menu={route.menu} />}
            {route.kind === 'security' && route.page === 'passwordPolicy' && <PasswordPolicyPage menu={route.menu} />}
            {route.kind === 'security' && route.page === 'exceptionKeys' && <ExceptionKeysPage menu={route.menu} />}
            {route.kind === 'sysapp' && route.page === 'dictionary' && <DictionaryPage menu={route.menu} />}
            {route.kind === 'sysapp' && route.page === 'mobileVersion' && <MobileVersionPage menu={route.menu} />}
            {route.kind === 'sysapp' && route.page === 'barcodeOperation' && <BarcodeOperationPage menu={route.menu} />}
            {route.kind === 'sysapp' && route.page === 'cache' && <CachePage menu={route.menu} />}
            {route.kind === 'portal' && route.page === 'enterpriseDoor' && <DoorPage kind="enterprise" />}
            {route.kind === 'portal' && route.page === 'supplierDoor' && <DoorPage kind="supplier" />}
            {route.kind === 'portal' && route.page === 'newsBoard' && <SupplierNewsPage />}
            {route.kind === 'portal' && route.page === 'personalCentre' && <PersonalCentrePage />}
            {route.kind === 'schedule' && route.page.page === 'setting' && <ScheduleSettingPage menu={route.menu} />}
            {route.kind === 'schedule' && route.page.page === 'board' && <SchedulingBoardPage view={route.page.view} />}
            {route.kind === 'schedule' && route.page.page === 'kanban' && <ScheduleKanbanPage />}
            {route.kind === 'schedule' && route.page.page === 'dsb' && <DsbPage />}
            {route.kind === 'outbound' && route.page === 'picking' && <PickingPage menu={route.menu} />}
            {route.kind === 'trace' && <TracePage direction={route.direction} />}
            {route.kind === 'portal' && route.page === 'orderAnswer' && <OrderAnswerPage menu={route.menu} />}
            {route.kind === 'portal' && route.page === 'asnList' && <AsnListPage menu={route.menu} />}
            {route.kind === 'portal' && route.page === 'deliveryCreate' && <DeliveryCreatePage menu={route.menu} />}
            {route.kind === 'portal' && route.page === 'asnTracking' && <AsnTrackingPage menu={route.menu} />}
            {route.kind === 'portal' && route.page === 'orderTracing' && <OrderTracingPage menu={route.menu} />}
            {route.kind === 'portal' && route.page === 'dockBooking' && <DockBookingPage menu={route.menu} />}
            {route.kind === 'security' && route.page === 'scheduledJobs' && <ScheduledJobsPage menu={route.menu} />}
            {route.kind === 'security' && route.page === 'dispatchJournal' && <DispatchJournalPage />}
            {route.kind === 'security' && route.page === 'abnormalJournal' && <AbnormalJournalPage />}
            {route.kind === 'security' && route.page === 'operationJournal' && <OperationJournalPage />}
            {route.kind === 'jobForm' && <JobFormPage menu={route.menu} id={route.id} />}
            {route.kind === 'outbound' && route.page === 'taskWave' && <PickingPage menu={route.menu} byWave />}
            {route.kind === 'outbound' && route.page === 'waves' && <WavePage menu={route.menu} />}
            {route.kind === 'outbound' && route.page === 'preparation' && <PreparationPage menu={route.menu} />}
            {route.kind === 'outbound' && route.page === 'release' && <ReleasePage menu={route.menu} />}
            {route.kind === 'outbound' && route.page === 'taskRelease' && <ReleasePage menu={route.menu} byWave />}
            {route.kind === 'integrate' && route.page === 'itemSync' && <SyncPage menu={route.menu} group="item" />}
            {route.kind === 'integrate' && route.page === 'basicSync' && <SyncPage menu={route.menu} group="basic" />}
            {route.kind === 'integrate' && route.page === 'syncLog' && <SyncLogPage menu={route.menu} />}
            {route.kind === 'integrate' && route.page === 'openAccount' && <OpenAccountPage menu={route.menu} />}
            {route.kind === 'accountForm' && <OpenAccountFormPage menu={route.menu} id={route.id} />}
            {route.kind === 'licence' && <LicencePage menu={route.menu} />}
            {route.kind === 'unavailable' && <UnavailablePage name={route.menu.menuName} />}
          </Suspense>
        )}
      </div>
    </PageContext.Provider>
  );
}
