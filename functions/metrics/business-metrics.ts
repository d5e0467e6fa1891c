import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { envNames } from '../config';
import { type BusinessMetric, metricDimensions, metricsNamespace, metricsService } from './names';

let metrics: Metrics | undefined;

/**
 * One Powertools Metrics per container, made on first use with the stage from STAGE. Without a stage (the
 * local stack) nothing is published: there is no CloudWatch to read the lines.
 */
function stageMetrics(): Metrics | undefined {
  const stage = process.env[envNames.stage];
  if (!stage) return undefined;
  metrics ??= new Metrics({
    namespace: metricsNamespace,
    serviceName: metricsService,
    defaultDimensions: { stage: metricDimensions(stage).stage },
  });
  return metrics;
}

/** Counts one business event; published with the invocation's other metrics by `publishMetrics`. */
export function countMetric(name: BusinessMetric, count = 1): void {
  stageMetrics()?.addMetric(name, MetricUnit.Count, count);
}

/**
 * Writes the invocation's metrics as one EMF line on stdout (CloudWatch turns it into metrics). Only when
 * there are some: Powertools' own middleware warns on every invocation that counted nothing.
 */
export function publishMetrics(): void {
  if (metrics?.hasStoredMetrics()) metrics.publishStoredMetrics();
}
