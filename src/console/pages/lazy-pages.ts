/**
 * The pages the shell's tabs host (PageHost.tsx), each loaded on first use (React.lazy) so the main
 * chunk holds only the router, i18n and the request layer: table, form and upload screens come in
 * their own chunks. The app's own routes (shell, login, 404, big screen) are in ../app-pages.ts.
 */
import { lazy } from 'react';

export const DashboardPage = lazy(() => import('./dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));
export const UnavailablePage = lazy(() => import('./system/UnavailablePage.tsx').then((m) => ({ default: m.UnavailablePage })));
export const EntityListPage = lazy(() => import('../entity/EntityListPage.tsx').then((m) => ({ default: m.EntityListPage })));
export const UserInfoPage = lazy(() => import('./setting/UserInfoPage.tsx').then((m) => ({ default: m.UserInfoPage })));
export const PasswordPage = lazy(() => import('./setting/PasswordPage.tsx').then((m) => ({ default: m.PasswordPage })));
export const ManageWarehousePage = lazy(() => import('./layout/ManageWarehousePage.tsx').then((m) => ({ default: m.ManageWarehousePage })));
export const EntityFormPage = lazy(() => import('../entity/EntityFormPage.tsx').then((m) => ({ default: m.EntityFormPage })));
export const StockQueryPage = lazy(() => import('./inventory/StockQueryPage.tsx').then((m) => ({ default: m.StockQueryPage })));
export const DocumentFormPage = lazy(() => import('./inventory/DocumentFormPage.tsx').then((m) => ({ default: m.DocumentFormPage })));
export const TaskNoticePage = lazy(() => import('./stockcheck/TaskNoticePage.tsx').then((m) => ({ default: m.TaskNoticePage })));
export const CountTaskPage = lazy(() => import('./stockcheck/CountTaskPage.tsx').then((m) => ({ default: m.CountTaskPage })));
export const CheckQueryPage = lazy(() => import('./stockcheck/CheckQueryPage.tsx').then((m) => ({ default: m.CheckQueryPage })));
export const AccessListPage = lazy(() => import('./access/AccessListPage.tsx').then((m) => ({ default: m.AccessListPage })));
export const AccessFormPage = lazy(() => import('./access/AccessFormPage.tsx').then((m) => ({ default: m.AccessFormPage })));
export const MenuManagePage = lazy(() => import('./access/MenuManagePage.tsx').then((m) => ({ default: m.MenuManagePage })));
export const ReportPage = lazy(() => import('./report/ReportPage.tsx').then((m) => ({ default: m.ReportPage })));
export const TracePage = lazy(() => import('./production/TracePage.tsx').then((m) => ({ default: m.TracePage })));
export const ActionListPage = lazy(() => import('./inbound/ActionListPage.tsx').then((m) => ({ default: m.ActionListPage })));
export const ShelfTaskPage = lazy(() => import('./inbound/ShelfTaskPage.tsx').then((m) => ({ default: m.ShelfTaskPage })));
export const PasswordPolicyPage = lazy(() => import('./security/PasswordPolicyPage.tsx').then((m) => ({ default: m.PasswordPolicyPage })));
export const ExceptionKeysPage = lazy(() => import('./security/ExceptionKeysPage.tsx').then((m) => ({ default: m.ExceptionKeysPage })));
export const ScheduledJobsPage = lazy(() => import('./security/ScheduledJobsPage.tsx').then((m) => ({ default: m.ScheduledJobsPage })));
export const JobFormPage = lazy(() => import('./security/JobFormPage.tsx').then((m) => ({ default: m.JobFormPage })));
export const DispatchJournalPage = lazy(() => import('./security/DispatchJournalPage.tsx').then((m) => ({ default: m.DispatchJournalPage })));
export const DictionaryPage = lazy(() => import('./sysapp/DictionaryPage.tsx').then((m) => ({ default: m.DictionaryPage })));
export const LicencePage = lazy(() => import('./licence/LicencePage.tsx').then((m) => ({ default: m.LicencePage })));
export const MobileVersionPage = lazy(() => import('./sysapp/MobileVersionPage.tsx').then((m) => ({ default: m.MobileVersionPage })));
export const BarcodeOperationPage = lazy(() => import('./sysapp/BarcodeOperationPage.tsx').then((m) => ({ default: m.BarcodeOperationPage })));
export const CachePage = lazy(() => import('./sysapp/CachePage.tsx').then((m) => ({ default: m.CachePage })));
export const AbnormalJournalPage = lazy(() => import('./security/AbnormalJournalPage.tsx').then((m) => ({ default: m.AbnormalJournalPage })));
// System integration (issue 16).
export const SyncPage = lazy(() => import('./integrate/SyncPage.tsx').then((m) => ({ default: m.SyncPage })));
export const OpenAccountFormPage = lazy(() => import('./integrate/OpenAccountFormPage.tsx').then((m) => ({ default: m.OpenAccountFormPage })));
export const OpenAccountPage = lazy(() => import('./integrate/OpenAccountPage.tsx').then((m) => ({ default: m.OpenAccountPage })));
export const SyncLogPage = lazy(() => import('./integrate/SyncLogPage.tsx').then((m) => ({ default: m.SyncLogPage })));
export const TotpCard = lazy(() => import('./setting/TotpCard.tsx').then((m) => ({ default: m.TotpCard })));
export const OperationJournalPage = lazy(() => import('./security/OperationJournalPage.tsx').then((m) => ({ default: m.OperationJournalPage })));
export const ListingPage = lazy(() => import('./inbound/ListingPage.tsx').then((m) => ({ default: m.ListingPage })));
export const AppointmentPage = lazy(() => import('./yard/AppointmentPage.tsx').then((m) => ({ default: m.AppointmentPage })));
export const YardQueuePage = lazy(() => import('./yard/YardQueuePage.tsx').then((m) => ({ default: m.YardQueuePage })));
export const GateKioskPage = lazy(() => import('./yard/GateKioskPage.tsx').then((m) => ({ default: m.GateKioskPage })));
export const QualityPage = lazy(() => import('./inbound/QualityPage.tsx').then((m) => ({ default: m.QualityPage })));
export const DoorPage = lazy(() => import('./portal/DoorPage.tsx').then((m) => ({ default: m.DoorPage })));
export const SupplierNewsPage = lazy(() => import('./portal/SupplierNewsPage.tsx').then((m) => ({ default: m.SupplierNewsPage })));
export const PersonalCentrePage = lazy(() => import('./portal/PersonalCentrePage.tsx').then((m) => ({ default: m.PersonalCentrePage })));
export const ScheduleSettingPage = lazy(() => import('./schedule/ScheduleSettingPage.tsx').then((m) => ({ default: m.ScheduleSettingPage })));
export const SchedulingBoardPage = lazy(() => import('./schedule/SchedulingBoardPage.tsx').then((m) => ({ default: m.SchedulingBoardPage })));
export const ScheduleKanbanPage = lazy(() => import('./schedule/ScheduleKanbanPage.tsx').then((m) => ({ default: m.ScheduleKanbanPage })));
export const DsbPage = lazy(() => import('./schedule/DsbPage.tsx').then((m) => ({ default: m.DsbPage })));
export const PickingPage = lazy(() => import('./outbound/PickingPage.tsx').then((m) => ({ default: m.PickingPage })));
export const OrderAnswerPage = lazy(() => import('./portal/OrderAnswerPage.tsx').then((m) => ({ default: m.OrderAnswerPage })));
export const AsnListPage = lazy(() => import('./portal/AsnListPage.tsx').then((m) => ({ default: m.AsnListPage })));
export const DeliveryCreatePage = lazy(() => import('./portal/DeliveryCreatePage.tsx').then((m) => ({ default: m.DeliveryCreatePage })));
export const DockBookingPage = lazy(() => import('./portal/DockBookingPage.tsx').then((m) => ({ default: m.DockBookingPage })));
export const AsnTrackingPage = lazy(() => import('./portal/AsnTrackingPage.tsx').then((m) => ({ default: m.AsnTrackingPage })));
export const OrderTracingPage = lazy(() => import('./portal/OrderTracingPage.tsx').then((m) => ({ default: m.OrderTracingPage })));
export const WavePage = lazy(() => import('./outbound/WavePage.tsx').then((m) => ({ default: m.WavePage })));
export const ReleasePage = lazy(() => import('./outbound/ReleasePage.tsx').then((m) => ({ default: m.ReleasePage })));
export const PreparationPage = lazy(() => import('./outbound/PreparationPage.tsx').then((m) => ({ default: m.PreparationPage })));
