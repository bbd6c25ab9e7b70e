export { DataTable, type DataColumn, type DataTableProps, type DataTableState } from './data-table';
export { Pager, pagerOf, type PagerProps } from './pager';
export { usePage } from './use-page';
