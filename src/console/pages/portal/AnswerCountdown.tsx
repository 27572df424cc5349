/**
 * The time left to answer a pending order line (workflows §4 "on overdue non-acceptance the order
 * is treated as accepted automatically"): "Answer within 5 h 12 min" (its units in the user's language) until its deadline (ISO 8601),
 * then "Overdue"; nothing for an answered line or one without a deadline.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerMsLeft } from '../../../shared/documents/order-answer.ts';

const HOUR_MS = 3_600_000;

export function AnswerCountdown({ status, deadline }: { status: string; deadline: unknown }) {
  const { t } = useTranslation();
  if (status !== '0' || !deadline) return null;
  const left = answerMsLeft('0', new Date(String(deadline)), new Date());
  if (left === 0) return <Tag color="orange">{t('portal.overdue')}</Tag>;
  return <Tag color="blue" data-testid="answer-countdown">{t('portal.countdown', { hours: Math.floor(left / HOUR_MS), minutes: Math.floor((left % HOUR_MS) / 60_000) })}</Tag>;
}
