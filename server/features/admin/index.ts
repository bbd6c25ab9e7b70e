// The admin feature's public surface: its routes (the dashboard's stats, charts and reports).
export { toCsv, type Cell } from './service/csv';
