export { SidePanel } from './side-panel';
export { PanelField, type PanelInputProps } from './panel-field';
export { PanelRichText } from './panel-rich-text';
export { usePanelProblem } from './panel-problem';
export { PanelSaveGroup } from './panel-actions';
