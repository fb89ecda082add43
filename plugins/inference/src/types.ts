declare module '@portcullis/core' {
  interface EventMap {
    /** The spec's webhook event: an inference route of a gateway workspace was set. The kernel adds `actor`. */
    'inference.updated': {
      gateway: string;
      workspace: string;
      route: string;
      provider: string;
      model: string;
      timeout_secs: number;
      version: number;
    };
  }
}

export {};
