/** What every long-running call answers (202): the operation to follow. */
export interface OperationStarted {
  operation_id: string;
}

/** The 202 answers are not described in the OpenAPI document yet: read the operation id from the body. */
export function operationId(answer: unknown): string {
  return (answer as OperationStarted).operation_id;
}
