/** The input of an order answer (ISrmPurchaseService answer calls; order-answer.ts answers, answer-rule.ts checks it). */
import type { AnswerAction } from '../../shared/documents/order-answer.ts';

export type AnswerInput = {
  action: AnswerAction;
  list: { id: number; version: number }[];
  answerQty?: string;
  answerDate?: string;
  answerRemark?: string;
};
