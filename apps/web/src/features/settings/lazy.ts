/** The settings feature's code loaded on demand (docs/decisions/016): the panel, once it is first opened. */
export { SettingsPanel } from './components/settings-panel.js';
