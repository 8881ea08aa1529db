import { createAnatomy } from '../shared/anatomy.js';

export type PlatformOptionsPanelPart =
  | 'root'
  | 'tablist'
  | 'tab'
  | 'icon'
  | 'name'
  | 'section'
  | 'heading'
  | 'trigger'
  | 'content'
  | 'field'
  | 'label'
  | 'help'
  | 'choice'
  | 'choice-control'
  | 'control'
  | 'counter'
  | 'error'
  | 'tags'
  | 'tag'
  | 'tag-remove'
  | 'tag-input'
  | 'note';

export type PlatformOptionsPanelClassNames = Partial<Record<PlatformOptionsPanelPart, string>>;

export const anatomy = createAnatomy<PlatformOptionsPanelPart>('PlatformOptionsPanel');
export const partProps = anatomy.parts;
