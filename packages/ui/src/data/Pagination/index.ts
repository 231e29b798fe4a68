export { Pagination, pageCount } from './Pagination';
export type { PaginationProps } from './Pagination';
