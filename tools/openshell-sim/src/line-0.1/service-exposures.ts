// What a 0.1 gateway accepts as an exposed service (docs/openshell-0.1.md §2.14), checked before anything is stored: the name
// goes into the service's host name, so it is a DNS-1123 label or empty (the unnamed service); the port is a
// loopback port inside the sandbox. CreateSandbox.service_exposures also names each service once.
import { invalidField } from '../grpc/errors.ts';

const SERVICE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

export function validateServiceName(name: string, field: string): void {
  if (name && (name.length > 63 || !SERVICE_NAME.test(name))) {
    throw invalidField(field, `service name '${name}' must be a DNS-1123 label (lowercase letters, digits and '-', at most 63 characters)`);
  }
}

export function validateTargetPort(port: number, field: string): void {
  if (port < 1 || port > 65535) throw invalidField(field, 'target_port must be between 1 and 65535');
}

/** Every exposure of a CreateSandbox, before the sandbox is stored: a refused one leaves nothing behind. */
export function validateServiceExposures(exposures: ReadonlyArray<{ service: string; target_port: number }>): void {
  const seen = new Set<string>();
  exposures.forEach((exposure, i) => {
    validateServiceName(exposure.service, `service_exposures[${i}].service`);
    validateTargetPort(exposure.target_port, `service_exposures[${i}].target_port`);
    if (seen.has(exposure.service)) throw invalidField(`service_exposures[${i}].service`, `service '${exposure.service}' is listed twice`);
    seen.add(exposure.service);
  });
}
