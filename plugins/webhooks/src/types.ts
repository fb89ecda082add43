declare module '@portcullis/core' {
  interface EventMap {
    /** Sent by POST /api/webhooks/{id}/test to that webhook only (never on the bus); sample data. */
    'webhook.test': { gateway: string; sandbox: string; webhook_id: string; message: string };
  }
}

export {};
