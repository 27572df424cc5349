/** The shapes of the flow contract; the contract itself is documented in registry.ts. */
import type { ComponentType } from 'react';
import type { OfflineQueue } from '../offline-queue.ts';
import type { Scanner } from '../scan/scanner.ts';
import type { PdaMenuNode, PdaSession, Warehouse } from '../session.ts';

export type FlowNav = { home: () => void };

export type FlowProps = {
  menu: PdaMenuNode;
  session: PdaSession;
  warehouse: Warehouse;
  scanner: Scanner;
  queue: OfflineQueue;
  nav: FlowNav;
};

export type FlowDef = {
  /** The PDA menu url the flow serves (app-menus.ts PDA_TREE page url); also its texts' namespace. */
  url: string;
  /** The flow's texts by language (any nested object of strings). */
  texts: Record<string, object>;
  load: () => Promise<{ default: ComponentType<FlowProps> }>;
};
