export { ThemeCustomizer } from './ThemeCustomizer';
export type { ThemeCustomizerProps, ThemeSettings } from './ThemeCustomizer';
