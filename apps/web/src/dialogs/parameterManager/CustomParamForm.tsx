import {
  type CustomParam,
  DATA_COLLECTION_FOLDER_TYPES,
  DATA_TYPES,
  type DataType,
  FOLDER_TYPES,
  type FolderType,
  type GraphNode,
  WIDGETS,
  type Widget,
} from '@nodeloom/engine';
import { type ReactNode, useId } from 'react';
import { type CustomParamDraft, WIDGET_DATA_TYPE } from './custom-param-draft.js';

interface Props {
  node: GraphNode;
  /** the param being edited; undefined while adding */
  editing: CustomParam | undefined;
  draft: CustomParamDraft;
  readOnly: boolean;
  onChange(draft: CustomParamDraft): void;
}

function Row({
  label,
  children,
  hint,
}: {
  label: string;
  children: (id: string) => ReactNode;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="pm-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <span className="pm-hint">{hint}</span> : null}
    </div>
  );
}

/** Folders a param may sit in: layout folders and multiparam folders (a template), not itself or below it. */
function parentChoices(node: GraphNode, editing: CustomParam | undefined): CustomParam[] {
  const below = (p: CustomParam): boolean => {
    for (let at: string | undefined = p.id; at !== undefined; at = node.customParams[at]?.parent)
      if (at === editing?.id) return true;
    return false;
  };
  return Object.values(node.customParams).filter(
    (p) =>
      p.widget === 'folder' &&
      !(DATA_COLLECTION_FOLDER_TYPES as readonly string[]).includes(p.folderType ?? '') &&
      // a param only becomes a template when it is added to a multiparam folder
      (editing === undefined || p.folderType !== 'multiparam' || p.id === editing.parent) &&
      !below(p),
  );
}

/** The form of one custom param: what kind, names, widget or folder type, place and range. */
export function CustomParamForm({ node, editing, draft, readOnly, onChange }: Props) {
  const set = <K extends keyof CustomParamDraft>(key: K, value: CustomParamDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const folder = draft.kind === 'folder';
  const locked = readOnly || editing?.isTemplate === true;
  const numeric = draft.widget === 'int' || draft.widget === 'float';
  const withOptions = draft.widget === 'menu_single' || draft.widget === 'button_strip';
  return (
    <div className="pm-form">
      <fieldset className="pm-kind-choice" disabled={readOnly || editing !== undefined}>
        <legend>Kind</legend>
        {(['param', 'folder'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="pm-kind"
              checked={draft.kind === kind}
              onChange={() => set('kind', kind)}
            />
            {kind === 'param' ? 'Param' : 'Folder'}
          </label>
        ))}
      </fieldset>
      <Row label="Name" hint="Expressions read it as $name">
        {(id) => (
          <input
            id={id}
            className="pm-input pm-mono"
            value={draft.name}
            maxLength={80}
            disabled={locked}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
        )}
      </Row>
      <Row label="Label">
        {(id) => (
          <input
            id={id}
            className="pm-input"
            value={draft.label}
            disabled={readOnly}
            onChange={(e) => set('label', e.currentTarget.value)}
          />
        )}
      </Row>
      {folder ? (
        <Row label="Folder type">
          {(id) => (
            <select
              id={id}
              className="pm-input"
              value={draft.folderType}
              disabled={readOnly || editing !== undefined}
              onChange={(e) => set('folderType', e.currentTarget.value as FolderType)}
            >
              {FOLDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </Row>
      ) : (
        <div className="pm-pair">
          <Row label="Widget">
            {(id) => (
              <select
                id={id}
                className="pm-input"
                value={draft.widget}
                disabled={locked}
                onChange={(e) => {
                  const widget = e.currentTarget.value as Widget;
                  onChange({ ...draft, widget, dataType: WIDGET_DATA_TYPE[widget] });
                }}
              >
                {WIDGETS.map((w) => (
                  <option key={w} value={w}>
                    {w}
                  </option>
                ))}
              </select>
            )}
          </Row>
          <Row label="Data type">
            {(id) => (
              <select
                id={id}
                className="pm-input"
                value={draft.dataType}
                disabled={locked}
                onChange={(e) => set('dataType', e.currentTarget.value as DataType)}
              >
                {DATA_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </Row>
        </div>
      )}
      <Row label="Folder">
        {(id) => (
          <select
            id={id}
            className="pm-input"
            value={draft.parent}
            disabled={locked}
            onChange={(e) => set('parent', e.currentTarget.value)}
          >
            <option value="">(top level)</option>
            {parentChoices(node, editing).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.folderType === 'multiparam' ? 'multiparam: as a template' : p.folderType})
              </option>
            ))}
          </select>
        )}
      </Row>
      {folder ? null : (
        <>
          <Row
            label="Default value"
            hint={draft.dataType === 'object' || draft.dataType === 'array' ? 'JSON' : undefined}
          >
            {(id) => (
              <input
                id={id}
                className="pm-input pm-mono"
                value={draft.defaultValue}
                disabled={readOnly}
                spellCheck={false}
                onChange={(e) => set('defaultValue', e.currentTarget.value)}
              />
            )}
          </Row>
          {numeric ? (
            <div className="pm-pair">
              <Row label="Min">
                {(id) => (
                  <input
                    id={id}
                    className="pm-input"
                    inputMode="decimal"
                    value={draft.min}
                    disabled={readOnly}
                    onChange={(e) => set('min', e.currentTarget.value)}
                  />
                )}
              </Row>
              <Row label="Max">
                {(id) => (
                  <input
                    id={id}
                    className="pm-input"
                    inputMode="decimal"
                    value={draft.max}
                    disabled={readOnly}
                    onChange={(e) => set('max', e.currentTarget.value)}
                  />
                )}
              </Row>
            </div>
          ) : null}
          {withOptions ? (
            <Row label="Options" hint="One per line">
              {(id) => (
                <textarea
                  id={id}
                  className="pm-input pm-mono"
                  rows={3}
                  value={draft.options}
                  disabled={readOnly}
                  onChange={(e) => set('options', e.currentTarget.value)}
                />
              )}
            </Row>
          ) : null}
          <label className="pm-check">
            <input
              type="checkbox"
              checked={draft.required}
              disabled={readOnly}
              onChange={(e) => set('required', e.currentTarget.checked)}
            />
            Required
          </label>
        </>
      )}
      <Row label="Description">
        {(id) => (
          <textarea
            id={id}
            className="pm-input"
            rows={2}
            value={draft.description}
            disabled={readOnly}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
        )}
      </Row>
    </div>
  );
}
