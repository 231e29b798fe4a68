export { HeaderSearch, SEARCH_CATEGORIES } from './HeaderSearch';
export type { HeaderSearchProps, SearchCategory } from './HeaderSearch';
