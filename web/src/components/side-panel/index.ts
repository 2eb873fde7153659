export { SidePanel } from './side-panel';
export { PanelField, type PanelInputProps } from './panel-field';
export { PanelRichText } from './panel-rich-text';
