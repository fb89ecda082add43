import type { VapidSubject } from './subject.ts';
import type { VapidKeys } from './vapid.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Private to the webhook-webpush plugin. */
    webPushKeys: VapidKeys;
    webPushSubject: VapidSubject;
  }
}
