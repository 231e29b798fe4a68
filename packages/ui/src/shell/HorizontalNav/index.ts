export { HorizontalNav } from './HorizontalNav';
export type { HorizontalNavProps } from './HorizontalNav';
