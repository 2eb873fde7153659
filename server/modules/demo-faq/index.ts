/** What other modules may use of the FAQ: the question-and-answer schema (the pricing FAQ shows it). */
export { DemoQuestionAnswerSchema } from './schemas.js';
