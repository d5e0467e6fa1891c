import { App } from 'aws-cdk-lib';
import { buildApp } from './receipts-app';
import { resolveStage } from './stage';

const app = new App();
buildApp(app, resolveStage(app.node.tryGetContext('stage')));
app.synth();
