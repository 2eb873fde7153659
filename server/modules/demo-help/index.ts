/** What other modules may use of the help centre: the question-and-answer schema (the pricing FAQ shows it). */
export { DemoQuestionAnswerSchema } from './schemas.js';
