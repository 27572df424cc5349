/**
 * The calls of delivery scheduling, procurement plans and forecasts and DSB monitoring beyond the
 * entity engine's five (issue 14 part 3; names in docs/decisions/ "Supplier portal: delivery
 * scheduling and forecasts").
 */
import type { CallDef } from '../rpc/call.ts';
import { boardCalls } from './board-calls.ts';
import { forecastCalls } from './forecast-calls.ts';
import { publishCalls } from './publish-calls.ts';
import { replyCall } from './reply-call.ts';
import { settingCalls } from './setting-calls.ts';

export const scheduleCalls: CallDef[] = [...settingCalls, ...publishCalls, replyCall, ...boardCalls, ...forecastCalls];
