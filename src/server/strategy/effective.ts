/**
 * Strategies in force (workflows §4: actions are refused on what is "not effective"; issue 26).
 * A strategy application (Base.Strategy) names strategies by number; when the application chosen
 * for a line names one whose status is not 1 (disabled), the action that would use it is refused
 * rather than silently falling back to the defaults or using a disabled rule set.
 */
import { AppError } from '../rpc/app-error.ts';

/**
 * How an action uses the strategies: 'choose' (it proposes or allocates by them: a disabled one is
 * refused) or 'check' (it confirms work proposed earlier: an application naming a disabled strategy
 * is passed over, so work proposed while it was in force is not stranded).
 */
export type StrategyUse = 'choose' | 'check';

/** A strategy named by an application: its number and status (null when the application names none). */
export type NamedStrategy = { strategyNo: string; statusCode: number | null };

/** Raises RULE_NOT_EFFECTIVE { ruleNo } for the first named strategy whose status is not 1; strategies not named (empty number) pass. */
export function assertStrategiesEffective(strategies: NamedStrategy[]): void {
  const off = strategies.find((s) => s.strategyNo !== '' && s.statusCode !== 1);
  if (off) throw new AppError('RULE_NOT_EFFECTIVE', { ruleNo: off.strategyNo });
}

/** The applications whose named strategies are all in force (status 1), for the 'check' use. */
export function inForce<A extends { strategies: NamedStrategy[] }>(applications: A[]): A[] {
  return applications.filter((a) => a.strategies.every((s) => s.strategyNo === '' || s.statusCode === 1));
}
