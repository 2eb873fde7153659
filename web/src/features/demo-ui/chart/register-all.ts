import { BubbleController, Legend, PolarAreaController, ScatterController } from 'chart.js';
import { Chart } from '../../../lib/chart-setup';

/** Every chart type the UI kit shows: the shared parts and the four only it draws (only the pages that import this load them). */
Chart.register(BubbleController, Legend, PolarAreaController, ScatterController);
