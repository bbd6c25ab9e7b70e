// The admin feature's public surface: nothing other features use (the CSV writer its reports and the
// judging exports share is server/lib/csv.ts). Its routes (the dashboard's stats, charts and reports)
// are registered by ../index.ts straight from routes.ts.
export {};
