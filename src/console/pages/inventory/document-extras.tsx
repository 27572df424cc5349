/** The action buttons of every document's list page, for LIST_EXTRAS (src/console/pages/basic/list-extras.ts). */
import type { ComponentType } from 'react';
import { DOCUMENTS } from '../../../shared/documents/index.ts';
import type { EntityName } from '../../../shared/entity.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { DocumentActions } from './DocumentActions.tsx';

export const DOCUMENT_EXTRAS: Partial<Record<EntityName, ComponentType<ListExtraProps>>> = Object.fromEntries(
  DOCUMENTS.map((doc) => [doc.entity.name, (props: ListExtraProps) => <DocumentActions doc={doc} permissions={props.permissions} selected={props.selected} onDone={props.onDone} />]),
);
