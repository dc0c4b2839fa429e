export interface RecordedStatement {
  sql: string;
  params: unknown;
  connection: unknown;
}
export declare function recordStatements(): () => void;
export declare function recorded<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }>;
export declare function transactionsOf(statements: readonly RecordedStatement[]): number;
