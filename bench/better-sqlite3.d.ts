// The slice of better-sqlite3 the hand-written reference uses (the package ships no types).
declare module 'better-sqlite3' {
  interface Statement {
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): unknown;
  }
  export default class Database {
    constructor(file: string);
    exec(sql: string): void;
    prepare(sql: string): Statement;
  }
}
